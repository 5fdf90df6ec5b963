import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderChanger } from '../shared/order-changer.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { ChangeOrderCarrierCommand } from './change-order-carrier.command.js';

/** The whole order moves to the chosen quote's carrier and cost, while the goods are not handed over. */
@CommandHandler(ChangeOrderCarrierCommand)
export class ChangeOrderCarrierHandler implements ICommandHandler<ChangeOrderCarrierCommand> {
  constructor(
    private readonly orders: OrderChanger,
    private readonly resolver: OrderDataResolver,
  ) {}

  async execute({ payload, actor, context }: ChangeOrderCarrierCommand): Promise<OrderCommandResult> {
    const carrier = await this.resolver.carrier(actor.companyId, payload.carrier_id);
    const change = { carrier, estimated_cost: payload.estimated_cost ?? null, shipment_id: null };
    const id = await this.orders.change(actor.companyId, payload, context, (order) => order.changeCarrier(actor.companyId, change, new Date()));
    return { id, message: 'Transportadora alterada com sucesso' };
  }
}
