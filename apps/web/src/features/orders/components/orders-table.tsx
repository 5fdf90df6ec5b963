import type { OrderDto } from '@despacho/api-client';
import { formatBRL, formatDate, type OrderStatusId } from '@despacho/domain';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OrderProgress } from './order-progress';

const STATUS_COLOURS: Record<number, string> = { 5: 'green', 8: 'red', 9: 'gray', 10: 'red', 12: 'orange' };

function Place({ city, date }: { city: string | null; date: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{city ?? '—'}</Text>
      {date && (
        <Text size="xs" c="dimmed">
          {formatDate(date)} · 09h-18h
        </Text>
      )}
    </Stack>
  );
}

/** One row per order: reference and recipient, status and progress, places, documents and cost. */
export function OrdersTable({ orders }: { orders: OrderDto[] }) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {['Pedido', 'Status', 'Criado em', 'Transportadora', 'Coleta', 'Entrega', 'Nota fiscal', 'Canal', 'Pedido no marketplace', 'Frete'].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} to={`/orders/${order.id}`} fw={600}>
                  {order.reference}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {order.to_address.name}
                </Text>
              </Table.Td>
              <Table.Td miw={170}>
                <Badge color={STATUS_COLOURS[order.status.id] ?? 'dark'} variant="light" mb={4}>
                  {order.status.description}
                </Badge>
                <OrderProgress status={order.status.id as OrderStatusId} steps={order.status_transition} />
              </Table.Td>
              <Table.Td>{formatDate(order.created_at)}</Table.Td>
              <Table.Td>{order.carrier?.name ?? order.carrier_name ?? '—'}</Table.Td>
              <Table.Td>
                <Place city={order.from_address.city} date={null} />
              </Table.Td>
              <Table.Td>
                <Place city={`${order.to_address.city}/${order.to_address.state}`} date={order.delivered_at ?? order.deadline} />
              </Table.Td>
              <Table.Td>{order.invoice_number ?? '—'}</Table.Td>
              <Table.Td>{order.property.channel ?? '—'}</Table.Td>
              <Table.Td>{order.property.marketplace_order_number ?? '—'}</Table.Td>
              <Table.Td>{order.estimated_cost === null ? '—' : formatBRL(order.estimated_cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
