import type { ChannelDto } from '@despacho/api-client';
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';

interface Props {
  channels: ChannelDto[];
  /** The channel whose authorization is being opened. */
  connecting: string | null;
  onAdd: (channel: ChannelDto) => void;
}

/** The ERP/marketplace channels that can be connected now, each with ADICIONAR. */
export function ChannelCatalogue({ channels, connecting, onAdd }: Props) {
  const available = channels.filter((channel) => channel.type === 1 && !channel.is_disabled);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {available.map((channel) => (
        <Card key={channel.id} withBorder padding="lg">
          <Group justify="space-between">
            <Text fw={600}>{channel.name}</Text>
            <Button
              size="xs"
              onClick={() => onAdd(channel)}
              loading={connecting === channel.layout}
              aria-label={`Adicionar ${channel.name}`}
            >
              ADICIONAR
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Pedidos da loja chegam sozinhos e o rastreio volta para o canal.
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
