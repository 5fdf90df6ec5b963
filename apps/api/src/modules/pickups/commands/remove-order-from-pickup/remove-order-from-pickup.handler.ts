import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { orderNotFound, orderSummaries, ordersWithReferences } from '../../../orders/index.js';
import { Conflict } from '../../../../platform/errors/domain-errors.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { RemoveOrderFromPickupCommand } from './remove-order-from-pickup.command.js';

/** Any user: the order leaves its pickup (before collection) and the pickup forgets it, together. */
@CommandHandler(RemoveOrderFromPickupCommand)
export class RemoveOrderFromPickupHandler implements ICommandHandler<RemoveOrderFromPickupCommand> {
  constructor(
    private readonly pickups: PickupChanger,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: RemoveOrderFromPickupCommand): Promise<{ id: string; message: string }> {
    const [order] = payload.id
      ? await orderSummaries(this.db, actor.companyId, [payload.id])
      : await ordersWithReferences(this.db, actor.companyId, [payload.reference?.trim() ?? '']);
    if (!order) throw orderNotFound();
    if (!order.pickup_id) throw new Conflict(`O pedido ${order.reference} não está em nenhuma coleta.`);
    await this.pickups.change(actor.companyId, { id: order.pickup_id }, context, (pickup, orders) => {
      const at = new Date();
      pickup.removeOrder(actor.companyId, order.id, at);
      orders.find((o) => o.id === order.id)!.removeFromPickup(actor.companyId, at);
    });
    return { id: order.id, message: 'Pedido removido da coleta com sucesso' };
  }
}
