import { singleOrderHandler } from '../shared/single-order.handler.js';
import { RegisterTrackingCommand } from './register-tracking.command.js';

/** Operations (admins) register occurrences by hand; the code or the chosen type raises the alert. */
export const RegisterTrackingHandler = singleOrderHandler(RegisterTrackingCommand, {
  message: 'Ocorrência registrada com sucesso',
  target: ({ order_id, reference }) => ({ id: order_id, reference }),
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
      payload.alert_type ?? null,
      at,
    ),
});
