import type { CteEvent } from '../events/cte-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { CteEvents, type CteReconciled } from '../events/cte-events.js';

const HANDLED = new Set<string>(Object.values(CteEvents));

const cents = (value: number) => Math.round(value * 100) / 100;

/** The quote the CT-e is compared with: the matched orders' chosen prices, summed; null when none has one. */
function quoteValueOf(orders: CteReconciled['orders']): number | null {
  const prices = orders.map((order) => order.estimated_cost).filter((price) => price !== null);
  return prices.length ? cents(prices.reduce((sum, price) => sum + price, 0)) : null;
}

/** Folds CT-e events into `ctes`, inline so the list shows an import as soon as its job saves it. */
@Injectable()
export class CtesProjection implements Projection<CteEvent> {
  readonly name = 'ctes';
  readonly tables = ['ctes'] as const;
  readonly conflicts = { ctes_company_key: 'CT-e já importado nesta empresa.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CteEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('cte-'.length);
    if (event.type === CteEvents.CteImported) {
      const d = event.data;
      const cte = d.document;
      await db.query(
        `INSERT INTO ctes (id, company_id, batch_id, file_name, key, number, carrier_cnpj, carrier_name, carrier_id, nfe_keys,
                           freight_value, total_weight, amount, document, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          id,
          d.company_id,
          d.batch_id,
          d.file_name,
          cte.key,
          cte.number,
          cte.carrier.cnpj,
          cte.carrier.name,
          d.carrier_id,
          cte.nfe_keys,
          cte.total,
          cte.weight_kg,
          cte.cargo_value,
          JSON.stringify(cte),
          d.imported_at,
        ],
      );
    } else if (event.type === CteEvents.CteReconciled) {
      const { orders, reconciled_at } = event.data;
      const quote = quoteValueOf(orders);
      await db.query(
        `UPDATE ctes SET order_ids = $2, reference = $3, orders = $4, quote_value = $5,
                         difference = CASE WHEN $5::numeric IS NULL THEN NULL ELSE freight_value - $5::numeric END, reconciled_at = $6
          WHERE id = $1`,
        [
          id,
          orders.map((order) => order.order_id),
          orders.map((order) => order.reference).join(', '),
          JSON.stringify(orders),
          quote,
          reconciled_at,
        ],
      );
    } else if (event.type === CteEvents.CteFeesRemapped) {
      const { components, fee } = event.data;
      const keys = components.map(String);
      await db.query(
        `UPDATE ctes SET fee_remaps = CASE WHEN $3::text IS NULL THEN fee_remaps - $2::text[]
                                           ELSE fee_remaps || (SELECT jsonb_object_agg(k, $3::text) FROM unnest($2::text[]) k) END
          WHERE id = $1`,
        [id, keys, fee],
      );
    }
  }
}
