import { randomUUID } from 'node:crypto';
import { saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CompanyCounters } from '../../src/platform/counters/company-counters.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { Order } from '../../src/modules/orders/index.js';
import { CarrierLinkTokens, Pickup } from '../../src/modules/pickups/index.js';

type Stage = 'waiting' | 'waiting-today' | 'accepted' | 'performed';
/** Two orders per pickup, in each derived state; one waiting pickup is due today. */
const PLAN: Stage[] = ['waiting', 'waiting-today', 'accepted', 'performed'];

interface DemoOrder {
  id: string;
  carrier_id: string;
  distribution_center_id: string;
}

/** Two orders of one carrier and CD at a time, in the order given. */
function pairsByCarrier(orders: DemoOrder[]): DemoOrder[][] {
  const pairs: DemoOrder[][] = [];
  const open = new Map<string, DemoOrder>();
  for (const order of orders) {
    const key = `${order.carrier_id}|${order.distribution_center_id}`;
    const first = open.get(key);
    if (first) {
      pairs.push([first, order]);
      open.delete(key);
    } else {
      open.set(key, order);
    }
  }
  return pairs;
}

/**
 * Loja Demo's pickups, made from its orders awaiting acceptance of the demo carrier, through the same
 * aggregates as the commands. Only when the company has none, so a rerun leaves them alone.
 */
@Injectable()
export class DemoPickups {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly tokens: CarrierLinkTokens,
    private readonly counters: CompanyCounters,
  ) {}

  async seed(): Promise<void> {
    const [company] = await this.db.query(
      `SELECT c.id FROM companies c WHERE c.name = 'Loja Demo' AND NOT EXISTS (SELECT 1 FROM pickups p WHERE p.company_id = c.id)`,
    );
    if (!company) return;
    const orders: DemoOrder[] = await runSql(
      this.db,
      sql`SELECT o.id, o.carrier_id, o.distribution_center_id FROM orders o JOIN carriers c ON c.id = o.carrier_id
        WHERE o.company_id = ${company.id} AND o.status = 2 AND o.pickup_id IS NULL ORDER BY c.canonical_name, o.created_at`,
    );
    const pairs = pairsByCarrier(orders);
    const context: CommandContext = { companyId: company.id, userId: null, correlationId: randomUUID() };
    const now = new Date();
    const today = saoPauloCalendarDate(now);
    for (const [index, stage] of PLAN.entries()) {
      const chosen = pairs[index];
      if (!chosen) return;
      const pickup = new Pickup(randomUUID());
      const [number] = await this.counters.next(company.id, 'pickup');
      pickup.request({
        number,
        company_id: company.id,
        carrier_id: chosen[0].carrier_id,
        distribution_center_id: chosen[0].distribution_center_id,
        order_ids: chosen.map((o) => o.id),
        note: index === 0 ? 'Retirar pela doca 2' : null,
        requested_at: now.toISOString(),
      });
      const aggregates = await Promise.all(
        chosen.map(async (o) => (await this.repository.load(new Order(o.id))).aggregate),
      );
      for (const order of aggregates) order.assignPickup(company.id, pickup.id, now);
      if (stage === 'waiting-today')
        pickup.changeDate(
          company.id,
          { estimated_date: today, estimated_time_start: '10:00', estimated_time_end: '15:00' },
          now,
        );
      if (stage === 'accepted' || stage === 'performed') {
        pickup.confirm(company.id, { pickup_date: today, integration_code: `JAD-${1000 + index}`, by: 'carrier' }, now);
        for (const order of aggregates) order.acceptPickup(company.id, now);
      }
      if (stage === 'performed') {
        pickup.perform(company.id, now);
        for (const order of aggregates) order.collect(company.id, now);
      }
      await this.repository.saveAll([pickup, ...aggregates], context);
    }
  }

  /** The page of the carrier with Loja Demo's oldest pickup awaiting acceptance, signed with this run's secret. */
  async carrierLink(): Promise<{ carrier: string; url: string } | null> {
    const [row] = await this.db.query(
      `SELECT p.company_id, p.carrier_id, c.name AS carrier FROM pickups p JOIN companies co ON co.id = p.company_id JOIN carriers c ON c.id = p.carrier_id
        WHERE co.name = 'Loja Demo' AND p.pickup_date IS NULL ORDER BY p.created_at, p.id LIMIT 1`,
    );
    if (!row) return null;
    return {
      carrier: row.carrier,
      url: this.tokens.url(await this.tokens.sign({ carrierId: row.carrier_id, companyId: row.company_id })),
    };
  }
}
