import { randomUUID } from 'node:crypto';
import { saoPauloCalendarDate } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { CompanyCounters } from '../../../../platform/counters/company-counters.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { orderNotFound, type OrderSummary, orderSummaries } from '../../../orders/index.js';
import { companyDistributionCentersOf, type PickupWindow } from '../../../catalog/index.js';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { pickupDueDate } from '../../domain/pickup-due-date.js';
import { RequestPickupsCommand } from '../request-pickups/request-pickups.command.js';
import { assignOrders } from '../shared/assign-orders.js';
import { NewPickupCommand } from './new-pickup.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/**
 * One pickup per (CD, carrier) among the chosen orders: a carrier collects at one place. An order
 * already in a pickup or not awaiting acceptance refuses the whole request, naming it; once they fit
 * the pickups are numbered and RequestPickups stores them with every order's assignment.
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
    const chosen = await orderSummaries(this.db, actor.companyId, [...new Set(payload.order_ids)]);
    if (chosen.length !== new Set(payload.order_ids).size) throw orderNotFound();
    const withoutCarrier = chosen.filter((order) => !order.carrier_id).map((order) => order.reference);
    const inPickup = chosen.find((order) => order.pickup_id !== null);
    if (inPickup)
      throw new Conflict(
        `O pedido ${inPickup.reference} já está na coleta ${await this.numberOf(inPickup.pickup_id!)}.`,
      );
    if (withoutCarrier.length)
      throw new InvalidInput(`Pedidos sem transportadora não entram em coleta: ${withoutCarrier.join(', ')}.`);
    const groups = new Map<string, OrderSummary[]>();
    for (const order of chosen) {
      const key = `${order.distribution_center_id}|${order.carrier_id}`;
      groups.set(key, [...(groups.get(key) ?? []), order]);
    }
    const ids = [...groups.keys()].map(() => randomUUID());
    const windows = await this.pickupWindows(actor.companyId, [
      ...new Set(chosen.map((o) => o.distribution_center_id)),
    ]);
    const now = new Date();
    const today = saoPauloCalendarDate(now);
    const assignments = [...groups.values()].map((group, index) => ({
      id: ids[index],
      order_ids: group.map((order) => order.id),
    }));
    // Decided once unsaved first, so a refused request spends no number; RequestPickups' retries keep them.
    await assignOrders(this.repository, actor.companyId, assignments, now);
    const numbers = await this.counters.next(actor.companyId, 'pickup', groups.size);
    const pickups = [...groups.values()].map((group, index) => ({
      ...assignments[index],
      number: numbers[index],
      company_id: actor.companyId,
      carrier_id: group[0].carrier_id!,
      distribution_center_id: group[0].distribution_center_id,
      note: payload.note?.trim() || null,
      requested_at: now.toISOString(),
      due_date: pickupDueDate(today, windows.get(group[0].distribution_center_id) ?? null),
    }));
    await this.dispatcher.dispatch(new RequestPickupsCommand({ pickups }, actor, context));
    return { id: ids[0], ids, numbers, message: 'Coleta solicitada com sucesso, aguarde nosso retorno.' };
  }

  /** Each CD's pickup windows (Monday to Friday), which the due date waits for. */
  /** The pickup's number, which names it to people (the order only knows the pickup's id). */
  private async numberOf(pickupId: string): Promise<number> {
    const [row] = await runSql(this.db, sql`SELECT number FROM pickups WHERE id = ${pickupId}`);
    return row.number;
  }

  private async pickupWindows(companyId: string, centerIds: string[]): Promise<Map<string, PickupWindow>> {
    const rows = await companyDistributionCentersOf(this.db, companyId, centerIds);
    return new Map(rows.map((row) => [row.id, row.pickup_window]));
  }
}
