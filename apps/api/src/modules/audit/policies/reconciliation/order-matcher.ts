import { carrierFees, carrierPrice } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReconciledOrder } from '../../events/cte-events.js';
import { ordersByInvoiceKey } from '../../../orders/index.js';

/**
 * Finds the company's orders whose NF-e a CT-e carries (a cancelled one has nothing to audit), as the
 * quote snapshot the audit compares with.
 */
@Injectable()
export class OrderMatcher {
  constructor(private readonly db: DataSource) {}

  async ordersFor(
    companyId: string,
    nfeKeys: readonly string[],
    db: EntityManager | DataSource = this.db,
  ): Promise<ReconciledOrder[]> {
    if (nfeKeys.length === 0) return [];
    const rows = await ordersByInvoiceKey(db, companyId, nfeKeys);
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
