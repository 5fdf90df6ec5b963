import type { WebhookDeliveryDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Badge, Button, Table, Text } from '@mantine/core';

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pendente', color: 'blue' },
  delivered: { label: 'Entregue', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
};

interface Props {
  deliveries: WebhookDeliveryDto[];
  replaying: string | null;
  onReplay: (delivery: WebhookDeliveryDto) => void;
}

/** Each event posted to the URL: outcome, tries, the last response code and error, and 'Reenviar'. */
export function WebhookDeliveryLog({ deliveries, replaying, onReplay }: Props) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Tentativas</Table.Th>
            <Table.Th>Resposta</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => {
            const status = STATUS[delivery.status];
            return (
              <Table.Tr key={delivery.id}>
                <Table.Td>{formatDateTime(delivery.created_at)}</Table.Td>
                <Table.Td>{delivery.event_type}</Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  {delivery.response_code ?? '—'}
                  {delivery.error && (
                    <Text span size="sm" c="dimmed" ml="xs">
                      {delivery.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    loading={replaying === delivery.id}
                    onClick={() => onReplay(delivery)}
                  >
                    Reenviar
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
