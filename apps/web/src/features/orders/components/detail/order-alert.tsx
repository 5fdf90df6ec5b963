import type { OrderDetailDto } from '@despacho/api-client';
import { ALERT_TYPE_LABELS, type AlertType } from '@despacho/domain';
import { Alert } from '@mantine/core';

/** The order's alert (Avaria, Extravio, Mercadoria Retida, Outros) with the latest occurrence behind it. */
export function OrderAlert({ order }: { order: OrderDetailDto }) {
  if (!order.order_alert_type) return null;
  const latest = order.tracker.details[0];
  return (
    <Alert color="red" title={ALERT_TYPE_LABELS[order.order_alert_type as AlertType]} mb="md">
      {latest ? `${latest.description}${latest.message ? `: ${latest.message}` : ''}` : null}
    </Alert>
  );
}
