import type { OrderDto } from '@despacho/api-client';
import { formatBRL, formatDate, type OrderStatusId } from '@despacho/domain';
import { Anchor, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TruncatedText } from '../ui/truncated-text';
import { OrderProgress } from './order-progress';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const STATUS_COLOURS: Record<number, string> = { 5: 'green', 8: 'red', 9: 'gray', 10: 'red', 12: 'orange' };

/** A city and its day; the delivery interval is fixed at 09h-18h (spec §2), a pickup's day shows alone. */
function Place({
  city,
  cityWidth,
  date,
  interval,
}: {
  city: string | null;
  cityWidth: number;
  date: string | null;
  interval?: string;
}) {
  return (
    <Stack gap={0}>
      <TruncatedText maw={cityWidth}>{city ?? '—'}</TruncatedText>
      {date && (
        <Text size="xs" c="dimmed" style={NO_WRAP}>
          {formatDate(date)}
          {interval && ` · ${interval}`}
        </Text>
      )}
    </Stack>
  );
}

interface Selection {
  /** Selected order references (bulk actions name orders by reference). */
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/** One row per order: reference and recipient, status and progress, places, documents and cost. */
export function OrdersTable({ orders, selection }: { orders: OrderDto[]; selection?: Selection }) {
  const { selected, onChange } = selection ?? { selected: new Set<string>(), onChange: () => {} };
  const all = orders.length > 0 && orders.every((o) => selected.has(o.reference));
  const toggle = (reference: string) => {
    const next = new Set(selected);
    if (!next.delete(reference)) next.add(reference);
    onChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={1100}>
      {/* Every column is bounded and the sum of the bounds, 6 px spacing included, fits 1440 px (layout.test.mjs). */}
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Selecionar todos da página"
                  checked={all}
                  indeterminate={!all && orders.some((o) => selected.has(o.reference))}
                  onChange={() => onChange(all ? new Set() : new Set(orders.map((o) => o.reference)))}
                />
              </Table.Th>
            )}
            {[
              'Pedido',
              'Status',
              'Criado em',
              'Transportadora',
              'Coleta',
              'Entrega',
              'Nota fiscal',
              'Canal / marketplace',
              'Frete',
            ].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} bg={selected.has(order.reference) ? 'var(--mantine-color-blue-light)' : undefined}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Selecionar ${order.reference}`}
                    checked={selected.has(order.reference)}
                    onChange={() => toggle(order.reference)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                {/* A long reference (integrators send up to 50 characters) is cut, not widening the list. */}
                <Anchor
                  component={Link}
                  to={`/orders/${order.id}`}
                  fw={600}
                  truncate="end"
                  maw={140}
                  display="block"
                  title={order.reference}
                >
                  {order.reference}
                </Anchor>
                <TruncatedText size="xs" c="dimmed" maw={140}>
                  {order.to_address.name}
                </TruncatedText>
              </Table.Td>
              <Table.Td miw={185}>
                <Badge color={STATUS_COLOURS[order.status.id] ?? 'dark'} variant="light" mb={4} tt="none" maw="none">
                  {order.status.description}
                </Badge>
                <OrderProgress status={order.status.id as OrderStatusId} steps={order.status_transition} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(order.created_at)}</Table.Td>
              <Table.Td>
                <TruncatedText maw={120}>{order.carrier?.name ?? order.carrier_name ?? '—'}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <Place city={order.from_address.city} cityWidth={100} date={order.pickup_date} />
              </Table.Td>
              <Table.Td>
                <Place
                  city={`${order.to_address.city}/${order.to_address.state}`}
                  cityWidth={120}
                  date={order.delivered_at ?? order.deadline}
                  interval="09h-18h"
                />
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={90}>{order.invoice_number ?? '—'}</TruncatedText>
              </Table.Td>
              {/* One column for the channel, its order number and the marketplace's keeps the list within 1440 px. */}
              <Table.Td>
                <TruncatedText maw={100}>{order.property.channel ?? '—'}</TruncatedText>
                {order.property.channel_entity_id && (
                  <TruncatedText size="xs" maw={100}>
                    {order.property.channel_entity_id}
                  </TruncatedText>
                )}
                {order.property.marketplace_order_number && (
                  <TruncatedText size="xs" c="dimmed" maw={100}>
                    {order.property.marketplace_order_number}
                  </TruncatedText>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                {order.estimated_cost === null ? '—' : formatBRL(order.estimated_cost)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
