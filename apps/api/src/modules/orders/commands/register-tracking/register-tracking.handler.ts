import { roleOf } from '@despacho/domain';
import { orderTargetOf } from '../shared/order-target.payload.js';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { RegisterTrackingCommand } from './register-tracking.command.js';

/** Any user registers an occurrence by hand; one raising an alert (its code or a chosen type) needs the operations tier. */
export const RegisterTrackingHandler = singleOrderHandler(RegisterTrackingCommand, {
  message: 'Ocorrência registrada com sucesso',
  target: orderTargetOf,
  decide: (order, { actor, payload }, at) =>
    order.registerManualTracking(
      actor.companyId,
      {
        code: payload.code?.trim() || null,
        description: payload.description.trim(),
        message: payload.message?.trim() || null,
        occurred_at: new Date(payload.occurred_at).toISOString(),
        source: 'manual',
      },
      payload.alert_type,
      roleOf(actor),
      at,
    ),
});
