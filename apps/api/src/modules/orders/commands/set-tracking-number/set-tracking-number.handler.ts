import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { normalTrackingNumber } from '../shared/order-data.resolver.js';
import { orderTargetOf, type OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { SetTrackingNumberCommand } from './set-tracking-number.command.js';

/** A volume's carrier tracking number once the order is in transit (UpdateOrder refuses it there); not on final statuses. */
@CommandHandler(SetTrackingNumberCommand)
export class SetTrackingNumberHandler
  extends SingleOrderHandler<SetTrackingNumberCommand>
  implements ICommandHandler<SetTrackingNumberCommand>
{
  protected readonly message = 'Código de rastreio salvo com sucesso';

  protected target(payload: OrderIdOrReferencePayload) {
    return orderTargetOf(payload);
  }

  protected decide(order: Order, { actor, payload }: SetTrackingNumberCommand, at: Date): void {
    order.setTrackingNumber(actor.companyId, payload.shipment_id, normalTrackingNumber(payload.tracking_number), at);
  }
}
