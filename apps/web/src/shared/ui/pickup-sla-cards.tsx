import type { PickupSlaDto } from '@despacho/api-client';
import { Card, SimpleGrid, Text } from '@mantine/core';

const CARDS: { key: keyof PickupSlaDto; label: string; colour?: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'total_delayed', label: 'Atrasadas', colour: 'red' },
  { key: 'total_pickup_today', label: 'Para hoje', colour: 'orange' },
  { key: 'total_waiting_pickup_date', label: 'Aguardando aceite' },
  { key: 'total_waiting_pickup', label: 'Aguardando coleta' },
  { key: 'total_pickuped', label: 'Coletadas', colour: 'green' },
];

/** The operations view's SLA dashboard. */
export function PickupSlaCards({ sla }: { sla: PickupSlaDto | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="lg">
      {CARDS.map((card) => (
        <Card key={card.key} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} size="xl" c={card.colour}>
            {sla ? sla[card.key] : '–'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
