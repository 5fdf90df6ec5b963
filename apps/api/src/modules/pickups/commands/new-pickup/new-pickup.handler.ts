import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { retryOnConflict } from '../../../../platform/commands/retry-on-conflict.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { BadRequestError } from '../../../../platform/http/app-errors.js';
import { Order } from '../../../orders/domain/order.aggregate.js';
import { orderNotFound } from '../../../orders/domain/order.errors.js';
import { Pickup } from '../../domain/pickup.aggregate.js';
import { NewPickupCommand } from './new-pickup.command.js';

interface ChosenOrder {
  id: string;
  reference: string;
  carrier_id: string | null;
  distribution_center_id: string;
}

/**
 * One pickup per (CD, carrier) among the chosen orders: a carrier collects at one place. The pickups
 * and every order's assignment are stored together; an order already in a pickup or not awaiting
 * acceptance refuses the whole request, naming it.
 */
@CommandHandler(NewPickupCommand)
export class NewPickupHandler implements ICommandHandler<NewPickupCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: NewPickupCommand): Promise<{ id: string; ids: string[]; message: string }> {
    const chosen: ChosenOrder[] = await this.db.query(
      'SELECT id, reference, carrier_id, distribution_center_id FROM orders WHERE company_id = $1 AND id = ANY($2::uuid[])',
      [actor.companyId, [...new Set(payload.order_ids)]],
    );
    if (chosen.length !== new Set(payload.order_ids).size) throw orderNotFound();
    const withoutCarrier = chosen.filter((order) => !order.carrier_id).map((order) => order.reference);
    if (withoutCarrier.length) throw new BadRequestError(`Pedidos sem transportadora não entram em coleta: ${withoutCarrier.join(', ')}.`);
    const groups = new Map<string, ChosenOrder[]>();
    for (const order of chosen) {
      const key = `${order.distribution_center_id}|${order.carrier_id}`;
      groups.set(key, [...(groups.get(key) ?? []), order]);
    }
    const ids = [...groups.keys()].map(() => randomUUID());
    await retryOnConflict(async () => {
      const now = new Date();
      const aggregates = [];
      for (const [index, orders] of [...groups.values()].entries()) {
        const pickup = new Pickup(ids[index]);
        pickup.request({
          company_id: actor.companyId,
          carrier_id: orders[0].carrier_id!,
          distribution_center_id: orders[0].distribution_center_id,
          order_ids: orders.map((order) => order.id),
          note: payload.note?.trim() || null,
          requested_at: now.toISOString(),
        });
        aggregates.push(pickup);
        for (const { id } of orders) {
          const { aggregate: order } = await this.repository.load(new Order(id));
          order.assignPickup(actor.companyId, pickup.id, now);
          aggregates.push(order);
        }
      }
      await this.repository.saveAll(aggregates, context);
    });
    return { id: ids[0], ids, message: 'Coleta solicitada com sucesso, aguarde nosso retorno.' };
  }
}
