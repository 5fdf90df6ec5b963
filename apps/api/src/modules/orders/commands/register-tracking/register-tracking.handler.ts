import { orderTargetOf } from '../shared/order-target.payload.js';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { RegisterTrackingCommand } from './register-tracking.command.js';

/** Operations (admins) register occurrences by hand; the code or the chosen type raises the alert. */
export const RegisterTrackingHandler = singleOrderHandler(RegisterTrackingCommand, {
  message: 'Ocorrência registrada com sucesso',
  target: orderTargetOf,
  decide: (order, { actor, payload }, at) =>
    order.registerTracking(
      actor.companyId,
      {
        code: payload.code?.trim() || null,
        description: payload.description.trim(),
        message: payload.message?.trim() || null,
        occurred_at: new Date(payload.occurred_at).toISOString(),
        source: 'manual',
      },
      payload.alert_type,
      at,
    ),
});
