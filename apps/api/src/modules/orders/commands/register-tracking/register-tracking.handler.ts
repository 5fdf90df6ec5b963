import { occurrenceCodeDescription, roleOf } from '@despacho/domain';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
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
    const code = payload.code?.trim() || null;
    const message = payload.message?.trim() || null;
    const description = payload.description?.trim() || occurrenceCodeDescription(code) || message?.slice(0, 255);
    if (!description) throw new InvalidInput('Informe a descrição da ocorrência.');
    order.registerManualTracking(
      actor.companyId,
      {
        code,
        description,
        message,
        occurred_at: new Date(payload.occurred_at).toISOString(),
        source: 'manual',
      },
      payload.alert_type ?? null,
      roleOf(actor),
      at,
    );
  }
}
