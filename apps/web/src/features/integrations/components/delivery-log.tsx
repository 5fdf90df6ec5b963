import type { ChannelDeliveryDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

const STATUS: Record<string, { label: string; color: string }> = {
  received: { label: 'Recebida', color: 'blue' },
  processed: { label: 'Processada', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
  refused: { label: 'Recusada', color: 'gray' },
};

interface Props {
  deliveries: ChannelDeliveryDto[];
  reprocessing: string | null;
  onReprocess: (delivery: ChannelDeliveryDto) => void;
}

/** What the channel sent (in) and what was pushed back (out), with the outcome and its reason. */
export function DeliveryLog({ deliveries, reprocessing, onReprocess }: Props) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Sentido</Table.Th>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Pedido no canal</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Detalhe</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => {
            const status = STATUS[delivery.status];
            return (
              <Table.Tr key={delivery.id}>
                <Table.Td>{formatDateTime(delivery.received_at)}</Table.Td>
                <Table.Td>{delivery.direction === 'in' ? 'Recebida' : 'Enviada'}</Table.Td>
                <Table.Td>{delivery.topic}</Table.Td>
                <Table.Td>{delivery.resource_id ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {delivery.order_id && (
                    <Anchor component={Link} to={`/orders/${delivery.order_id}`} size="sm" mr="xs">
                      Ver pedido
                    </Anchor>
                  )}
                  <Text span size="sm" c="dimmed">
                    {delivery.reason ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {delivery.direction === 'in' && (delivery.status === 'failed' || delivery.status === 'processed') && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={reprocessing === delivery.id}
                      onClick={() => onReprocess(delivery)}
                    >
                      reprocessar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
