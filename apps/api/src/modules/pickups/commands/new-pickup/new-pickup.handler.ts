import { randomUUID } from 'node:crypto';
import { saoPauloCalendarDate } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { CompanyCounters } from '../../../../platform/counters/company-counters.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../../orders/index.js';
import { orderNotFound } from '../../../orders/index.js';
import { companyDistributionCentersOf, type PickupWindow } from '../../../catalog/index.js';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { Pickup } from '../../domain/pickup.aggregate.js';
import { pickupDueDate } from '../../domain/pickup-due-date.js';
import { NewPickupCommand } from './new-pickup.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

interface ChosenOrder {
  id: string;
  reference: string;
  carrier_id: string | null;
  distribution_center_id: string;
  pickup_number: number | null;
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
    private readonly counters: CompanyCounters,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: NewPickupCommand): Promise<{ id: string; ids: string[]; numbers: number[]; message: string }> {
    const chosen: ChosenOrder[] = await runSql(
      this.db,
      sql`SELECT o.id, o.reference, o.carrier_id, o.distribution_center_id, p.number AS pickup_number
         FROM orders o LEFT JOIN pickups p ON p.id = o.pickup_id WHERE o.company_id = ${actor.companyId} AND o.id = ANY(${[...new Set(payload.order_ids)]}::uuid[])`,
    );
    if (chosen.length !== new Set(payload.order_ids).size) throw orderNotFound();
    const withoutCarrier = chosen.filter((order) => !order.carrier_id).map((order) => order.reference);
    // Named by its number here; the order itself only knows the pickup's id.
    const inPickup = chosen.find((order) => order.pickup_number !== null);
    if (inPickup) throw new Conflict(`O pedido ${inPickup.reference} já está na coleta ${inPickup.pickup_number}.`);
    if (withoutCarrier.length)
      throw new InvalidInput(`Pedidos sem transportadora não entram em coleta: ${withoutCarrier.join(', ')}.`);
    const groups = new Map<string, ChosenOrder[]>();
    for (const order of chosen) {
      const key = `${order.distribution_center_id}|${order.carrier_id}`;
      groups.set(key, [...(groups.get(key) ?? []), order]);
    }
    const ids = [...groups.keys()].map(() => randomUUID());
    const windows = await this.pickupWindows(actor.companyId, [
      ...new Set(chosen.map((o) => o.distribution_center_id)),
    ]);
    // Numbered once the orders are known to fit, and once for all retries: a refused request spends no number.
    let allocated: number[] | null = null;
    await this.dispatcher.retrying(async () => {
      const now = new Date();
      const today = saoPauloCalendarDate(now);
      const orders: Order[] = [];
      for (const [index, group] of [...groups.values()].entries()) {
        for (const { id } of group) {
          const { aggregate: order } = await this.repository.load(new Order(id));
          order.assignPickup(actor.companyId, ids[index], now);
          orders.push(order);
        }
      }
      const numbers = (allocated ??= await this.counters.next(actor.companyId, 'pickup', groups.size));
      const pickups = [...groups.values()].map((group, index) => {
        const pickup = new Pickup(ids[index]);
        pickup.request({
          number: numbers[index],
          company_id: actor.companyId,
          carrier_id: group[0].carrier_id!,
          distribution_center_id: group[0].distribution_center_id,
          order_ids: group.map((order) => order.id),
          note: payload.note?.trim() || null,
          requested_at: now.toISOString(),
          due_date: pickupDueDate(today, windows.get(group[0].distribution_center_id) ?? null),
        });
        return pickup;
      });
      await this.repository.saveAll([...pickups, ...orders], context);
    });
    return { id: ids[0], ids, numbers: allocated!, message: 'Coleta solicitada com sucesso, aguarde nosso retorno.' };
  }

  /** Each CD's pickup windows (Monday to Friday), which the due date waits for. */
  private async pickupWindows(companyId: string, centerIds: string[]): Promise<Map<string, PickupWindow>> {
    const rows = await companyDistributionCentersOf(this.db, companyId, centerIds);
    return new Map(rows.map((row) => [row.id, row.pickup_window]));
  }
}
