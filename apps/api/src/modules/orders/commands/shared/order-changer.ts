import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { Order } from '../../domain/order.aggregate.js';
import { orderNotFound } from '../../domain/order.errors.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** How a payload names its order: by id (or order_id) or by reference. */
export interface OrderTarget {
  id?: string;
  reference?: string;
}

/**
 * Loads one order of the company (by id or reference), lets a command decide on it and saves what it
 * raised. Only command handlers call it: a concurrent change of the same order fails the save, and
 * the dispatcher runs the command again on fresh state (a bulk action dispatches one per order).
 */
@Injectable()
export class OrderChanger {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async change(
    companyId: string,
    target: OrderTarget,
    context: CommandContext,
    decide: (order: Order) => void | Promise<void>,
  ): Promise<string> {
    const id = await this.idOf(companyId, target);
    const { aggregate: order } = await this.repository.load(new Order(id));
    await decide(order);
    await this.repository.save(order, context);
    return id;
  }

  /** A reference is looked up among the company's own orders only; the aggregate checks the id's owner. */
  private async idOf(companyId: string, target: OrderTarget): Promise<string> {
    if (target.id) return target.id;
    const [row] = await runSql(
      this.db,
      sql`SELECT id FROM orders WHERE company_id = ${companyId} AND lower(reference) = lower(${target.reference!.trim()})`,
    );
    if (!row) throw orderNotFound();
    return row.id;
  }
}
