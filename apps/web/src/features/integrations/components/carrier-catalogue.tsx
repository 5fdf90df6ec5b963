import type { ChannelDto } from '@despacho/api-client';
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Where ADICIONAR of a carrier integration goes: its connect form. */
export const carrierConnectPath = (channel: Pick<ChannelDto, 'id'>) =>
  `/settings/integrations/carriers/${channel.id}/new`;

/** The carrier integrations catalogue (type 2), each with ADICIONAR. */
export function CarrierCatalogue({ channels }: { channels: ChannelDto[] }) {
  const available = channels.filter((channel) => channel.type === 2 && !channel.is_disabled);
  if (available.length === 0) return <Text c="dimmed">Nenhuma integração de transportadora disponível.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {available.map((channel) => (
        <Card key={channel.id} withBorder padding="lg">
          <Group justify="space-between">
            <Text fw={600}>{channel.name}</Text>
            <Button
              size="xs"
              component={Link}
              to={carrierConnectPath(channel)}
              aria-label={`Adicionar ${channel.name}`}
            >
              ADICIONAR
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Os eventos de rastreio da transportadora chegam aos pedidos sozinhos.
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
