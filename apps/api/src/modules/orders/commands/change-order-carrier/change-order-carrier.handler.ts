import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderQuoting } from '../quoting/order-quoting.js';
import { OrderChanger } from '../shared/order-changer.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { quotedCarrierChange } from '../shared/quoted-carrier-change.js';
import { ChangeOrderCarrierCommand } from './change-order-carrier.command.js';

/** The whole order moves to the chosen quote's carrier, re-priced with its logs and forecast, while the goods are not handed over. */
@CommandHandler(ChangeOrderCarrierCommand)
export class ChangeOrderCarrierHandler implements ICommandHandler<ChangeOrderCarrierCommand> {
  constructor(
    private readonly orders: OrderChanger,
    private readonly resolver: OrderDataResolver,
    private readonly quoting: OrderQuoting,
  ) {}

  async execute({ payload, actor, context }: ChangeOrderCarrierCommand): Promise<OrderCommandResult> {
    const carrier = await this.resolver.carrier(actor.companyId, payload.carrier_id);
    const choice = { carrier, estimated_cost: payload.estimated_cost ?? null, shipment_id: null };
    const id = await this.orders.change(actor.companyId, payload, context, async (order) => {
      const at = new Date();
      order.changeCarrier(
        actor.companyId,
        await quotedCarrierChange(this.quoting, actor.companyId, order, choice, at),
        at,
      );
    });
    return { id, message: 'Transportadora alterada com sucesso' };
  }
}
