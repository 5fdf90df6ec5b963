import type { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../../orders/index.js';

/** Each pickup's orders loaded and assigned to it (the order refuses when it may not join one); not saved. */
export async function assignOrders(
  repository: AggregateRepository,
  companyId: string,
  pickups: readonly { id: string; order_ids: readonly string[] }[],
  at: Date,
): Promise<Order[]> {
  const orders: Order[] = [];
  for (const pickup of pickups)
    for (const orderId of pickup.order_ids) {
      const { aggregate: order } = await repository.load(new Order(orderId));
      order.assignPickup(companyId, pickup.id, at);
      orders.push(order);
    }
  return orders;
}
