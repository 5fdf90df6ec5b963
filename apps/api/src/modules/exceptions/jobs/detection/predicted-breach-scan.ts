import { addBusinessDays, formatDate, ORDER_STATUS, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LanePromises, OPEN_TRANSITS } from '../../../delivery-promise/index.js';
import { promiseMinSamplesOf } from '../../../identity/index.js';
import type { Detection } from './detection.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** The lane's p95: a breach is predicted when even 95 % of its deliveries would arrive after the promise. */
export const BREACH_CONFIDENCE = 95;
interface InTransit {
  order_id: string;
  company_id: string;
  carrier_id: string;
  from_zip: string;
  from_state: string;
  to_zip: string;
  to_state: string;
  started_at: Date;
  deadline: string;
}

/**
 * Orders in transit whose lane says they will miss their promise: transit start + the lane's p95 in
 * business days falls after the promised date (the order's deadline). The lane, the start and the
 * promise are the promise learning's own (order_transits, LanePromises), so the desk predicts with
 * the same figures the quotes promise with. Once per order.
 */
@Injectable()
export class PredictedBreachScan {
  constructor(
    private readonly db: DataSource,
    private readonly lanes: LanePromises,
  ) {}

  async find(): Promise<Detection[]> {
    const rows: InTransit[] = await runSql(
      this.db,
      sql`SELECT t.order_id, t.company_id, t.carrier_id, t.from_zip, t.from_state, t.to_zip, t.to_state, t.started_at,
              t.deadline::text AS deadline
         FROM (${OPEN_TRANSITS}) t JOIN exception_orders o ON o.id = t.order_id AND o.company_id = t.company_id
        WHERE o.status = ${ORDER_STATUS.inTransit}
          AND NOT EXISTS (SELECT 1 FROM order_exceptions x WHERE x.order_id = t.order_id AND x.kind = 'predicted_breach')`,
    );
    // The company's promise setting: deliveries a lane needs before it predicts anything (as its quotes).
    const minSamples = await promiseMinSamplesOf(this.db, [...new Set(rows.map((row) => row.company_id))]);
    const found: Detection[] = [];
    for (const row of rows) {
      const promise = await this.lanes.forLane(
        row.company_id,
        {
          carrierId: row.carrier_id,
          fromZip: row.from_zip,
          toZip: row.to_zip,
          fromState: row.from_state,
          toState: row.to_state,
        },
        BREACH_CONFIDENCE,
        minSamples.get(row.company_id)!,
      );
      if (!promise) continue;
      const predicted = addBusinessDays(saoPauloCalendarDate(row.started_at), promise.days);
      if (predicted <= row.deadline) continue;
      found.push({
        orderId: row.order_id,
        companyId: row.company_id,
        kind: 'predicted_breach',
        detail:
          `Nesta rota, 95% das entregas chegam em até ${promise.days} dias úteis (${promise.samples} entregas): ` +
          `previsão ${formatDate(predicted)}, prometido ${formatDate(row.deadline)}.`,
      });
    }
    return found;
  }
}
