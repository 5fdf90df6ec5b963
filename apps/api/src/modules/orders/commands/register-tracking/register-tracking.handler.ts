import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { orderTargetOf, type OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { RegisterTrackingCommand } from './register-tracking.command.js';

/** Any user registers an occurrence by hand; one raising an alert (its code or a chosen type) needs the operations tier. */
@CommandHandler(RegisterTrackingCommand)
export class RegisterTrackingHandler
  extends SingleOrderHandler<RegisterTrackingCommand>
  implements ICommandHandler<RegisterTrackingCommand>
{
  protected readonly message = 'Ocorrência registrada com sucesso';

  protected target(payload: OrderIdOrReferencePayload) {
    return orderTargetOf(payload);
  }

  protected decide(order: Order, { actor, payload }: RegisterTrackingCommand, at: Date): void {
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
    );
  }
}
