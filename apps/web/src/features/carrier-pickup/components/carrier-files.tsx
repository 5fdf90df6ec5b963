import type { CarrierPickupDto } from '@despacho/api-client';
import { Anchor, List, Text, Title } from '@mantine/core';

/** 'Arquivos para download': each accepted pickup's NOTFIS and its invoice files (none before acceptance). */
export function CarrierFiles({ pickups }: { pickups: CarrierPickupDto[] }) {
  const files = pickups.flatMap((p) => p.files);
  return (
    <>
      <Title order={5} mt="md" mb="xs">
        Arquivos para download
      </Title>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          O NOTFIS e as notas fiscais ficam disponíveis depois que a coleta é confirmada.
        </Text>
      ) : (
        <List size="sm">
          {files.map((file) => (
            <List.Item key={file.file}>
              <Anchor href={file.file}>{file.description}</Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
