import type { CarrierPickupDto } from '@despacho/api-client';
import { Anchor, List, Text, Title } from '@mantine/core';

/** 'Arquivos para download': invoice files arrive only after the pickup is accepted. */
export function CarrierFiles({ pickups }: { pickups: CarrierPickupDto[] }) {
  const files = pickups.flatMap((p) => p.files);
  return (
    <>
      <Title order={5} mt="md" mb="xs">
        Arquivos para download
      </Title>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {pickups.length === 0
            ? 'As notas fiscais ficam disponíveis depois que a coleta é confirmada.'
            : 'Nenhuma nota fiscal foi anexada aos pedidos das coletas aceitas.'}
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
