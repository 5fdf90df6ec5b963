import type { ChannelDto } from '@despacho/api-client';
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What ADICIONAR does for a channel: open a page (carriers' form) or start a flow (OAuth). */
export type AddAction = { to: string } | { onClick: () => void; loading: boolean };

interface Props {
  channels: ChannelDto[];
  /** Under each name: what connecting it brings (per channel when they differ). */
  description: string | ((channel: ChannelDto) => string);
  add: (channel: ChannelDto) => AddAction;
}

/** A catalogue of integrations that can be connected now, one card with ADICIONAR each. */
export function IntegrationCatalogue({ channels, description, add }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {channels.map((channel) => {
        const action = add(channel);
        const label = `Adicionar ${channel.name}`;
        return (
          <Card key={channel.id} withBorder padding="lg">
            {/* nowrap: a long name wraps itself instead of pushing ADICIONAR under it */}
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ minWidth: 0 }}>
                {channel.name}
              </Text>
              {'to' in action ? (
                <Button size="xs" style={{ flexShrink: 0 }} component={Link} to={action.to} aria-label={label}>
                  ADICIONAR
                </Button>
              ) : (
                <Button
                  size="xs"
                  style={{ flexShrink: 0 }}
                  onClick={action.onClick}
                  loading={action.loading}
                  aria-label={label}
                >
                  ADICIONAR
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {typeof description === 'function' ? description(channel) : description}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
