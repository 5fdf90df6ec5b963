import type { OrderDetailDto } from '@despacho/api-client';
import { ALERT_TYPE_LABELS, type AlertType, formatDateTime } from '@despacho/domain';
import { Alert, Stack } from '@mantine/core';

const labelOf = (type: number) => ALERT_TYPE_LABELS[type as AlertType];

/**
 * The order's alerts (Avaria, Extravio, Mercadoria Retida, Outros), each with the occurrence that
 * raised it (`alerts[]`: its title and message). An order whose alert predates that list shows its type alone.
 */
export function OrderAlert({ order }: { order: OrderDetailDto }) {
  if (order.alerts.length === 0) {
    if (!order.order_alert_type) return null;
    return <Alert color="red" title={labelOf(order.order_alert_type)} mb="md" />;
  }
  return (
    <Stack gap="xs" mb="md">
      {order.alerts.map(({ type, tracker_detail: detail }) => (
        <Alert key={`${detail.occurred_at}${type}`} color="red" title={labelOf(type)}>
          {formatDateTime(detail.occurred_at)} · {detail.description}
          {detail.message ? `: ${detail.message}` : ''}
        </Alert>
      ))}
    </Stack>
  );
}
