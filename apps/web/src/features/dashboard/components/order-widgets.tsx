import type { OrderDto } from '@despacho/api-client';
import { ALERT_TYPE_LABELS, type AlertType, formatDate } from '@despacho/domain';
import { Anchor, Badge, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAlertOrders, useDelayedOrders } from '../api/dashboard-queries';
import { WidgetCard } from './chart-card';

/** A list of orders linking to each order; a failed fetch shows the empty message (spec: silent fallback). */
function OrdersWidget({
  title,
  orders,
  loading,
  empty,
  detail,
}: {
  title: string;
  orders: OrderDto[];
  loading: boolean;
  empty: string;
  detail: (order: OrderDto) => ReactNode;
}) {
  return (
    <WidgetCard title={title}>
      {loading ? (
        <Stack gap="xs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={28} />
          ))}
        </Stack>
      ) : orders.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ScrollArea.Autosize mah={300}>
          <Stack gap={6}>
            {orders.map((order) => (
              <Group key={order.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/orders/${order.id}`} fw={600}>
                  {order.reference}
                </Anchor>
                <Text size="sm" c="dimmed" truncate>
                  {order.to_address.name}
                </Text>
                {detail(order)}
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </WidgetCard>
  );
}

export function DelayedOrdersWidget() {
  const delayed = useDelayedOrders();
  return (
    <OrdersWidget
      title="Pedidos atrasados"
      orders={delayed.data?.data ?? []}
      loading={delayed.isPending}
      empty="Nenhum pedido atrasado :)"
      detail={(order) => <Text size="sm">{order.deadline ? `Prazo ${formatDate(order.deadline)}` : ''}</Text>}
    />
  );
}

export function AlertsWidget() {
  const alerts = useAlertOrders();
  return (
    <OrdersWidget
      title="Alertas"
      orders={alerts.data?.data ?? []}
      loading={alerts.isPending}
      empty="Nenhum alerta identificado :)"
      detail={(order) => (
        <Badge color="red" variant="light">
          {ALERT_TYPE_LABELS[order.order_alert_type as AlertType] ?? 'Alerta'}
        </Badge>
      )}
    />
  );
}
