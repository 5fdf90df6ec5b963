import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptPickup } from '../shared/accept-pickup.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { AcceptCarrierPickupCommand } from './accept-carrier-pickup.command.js';

/** Like ConfirmPickup, but recorded as the carrier's: its orders awaiting acceptance become 'Coleta aceita'. */
@CommandHandler(AcceptCarrierPickupCommand)
export class AcceptCarrierPickupHandler implements ICommandHandler<AcceptCarrierPickupCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  execute({ payload: { id, ...confirmation }, actor, context }: AcceptCarrierPickupCommand): Promise<string> {
    return this.pickups.change(actor.companyId, { id }, context, (pickup, orders) =>
      acceptPickup(pickup, orders, { ...confirmation, by: 'carrier' }, new Date()),
    );
  }
}
