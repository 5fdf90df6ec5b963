import { carrierFees, carrierPrice } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReconciledOrder } from '../events/cte-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Order status 9, Cancelado: a cancelled order has nothing to audit. */
const CANCELLED = 9;

/** Finds the company's orders whose NF-e a CT-e carries, as the quote snapshot the audit compares with. */
@Injectable()
export class OrderMatcher {
  constructor(private readonly db: DataSource) {}

  async ordersFor(
    companyId: string,
    nfeKeys: readonly string[],
    db: EntityManager | DataSource = this.db,
  ): Promise<ReconciledOrder[]> {
    if (nfeKeys.length === 0) return [];
    const rows: (Omit<ReconciledOrder, 'fees' | 'cubed_weight' | 'estimated_cost' | 'cargo_value'> & {
      estimated_cost: string | null;
      cargo_value: string;
      delivery: { cubed_weight?: number; log?: { details?: ReconciledOrder['fees'] } } | null;
    })[] = await runSql(
      db,
      sql`SELECT id AS order_id, reference, invoice_key, invoice_number, carrier_name, estimated_cost, cargo_value, delivery,
              json_build_object('name', recipient_name, 'city', to_city, 'state', to_state) AS to_address
         FROM orders
        WHERE company_id = ${companyId} AND invoice_key = ANY(${nfeKeys}::text[]) AND status <> ${CANCELLED}
        ORDER BY created_at, id`,
    );
    return rows.map(({ delivery, estimated_cost, cargo_value, ...order }) => {
      // The carrier bills its table: the company's freight rules (free shipping, markups) are left out.
      const fees = carrierFees(delivery?.log?.details ?? []);
      return {
        ...order,
        estimated_cost: fees.length ? carrierPrice(fees) : estimated_cost === null ? null : Number(estimated_cost),
        cargo_value: Number(cargo_value),
        cubed_weight: delivery?.cubed_weight ?? null,
        fees,
      };
    });
  }
}
