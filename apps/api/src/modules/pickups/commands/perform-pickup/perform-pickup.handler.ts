import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { PerformPickupCommand } from './perform-pickup.command.js';

/** The goods were collected: 'Coletado' (code 202) on each order, now in transit; the pickup is done. */
@CommandHandler(PerformPickupCommand)
export class PerformPickupHandler implements ICommandHandler<PerformPickupCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  async execute({ payload, actor, context }: PerformPickupCommand): Promise<{ id: string; message: string }> {
    const at = new Date();
    const id = await this.pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup, orders) => {
      pickup.perform(actor.companyId, at);
      for (const order of orders) order.collect(actor.companyId, at);
    });
    return { id, message: 'Coleta realizada com sucesso' };
  }
}
