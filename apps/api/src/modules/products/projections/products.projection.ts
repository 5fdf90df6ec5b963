import type { CatalogEvent } from '../../catalog/events/catalog-events.js';
import type { ProductEvent } from '../events/product-events.js';
import type { Stored, EventOf } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { CatalogEvents } from '../../catalog/events/catalog-events.js';
import { type ProductData, ProductEvents } from '../events/product-events.js';

/** A removed CD's products lose their origin, so that catalog event is folded here too. */
type ProductsFold = ProductEvent | EventOf<CatalogEvent, typeof CatalogEvents.DistributionCenterRemoved>;

const HANDLED = new Set<string>([...Object.values(ProductEvents), CatalogEvents.DistributionCenterRemoved]);

const COLUMNS = [
  'reference',
  'description',
  'price',
  'distribution_center_id',
  'expedition_time',
  'width',
  'height',
  'length',
  'weight',
  'quantity',
  'property',
] as const satisfies readonly (keyof ProductData)[];

const values = (d: ProductData) =>
  COLUMNS.map((column) => (column === 'property' ? JSON.stringify(d.property) : d[column]));

/** Inline: products, read right after each command by the list, the form and the quote. */
@Injectable()
export class ProductsProjection implements Projection<ProductsFold> {
  readonly name = 'products';
  readonly tables = ['products'];
  readonly conflicts = { products_reference: 'Já existe um produto com este SKU.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<ProductsFold>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice(`${event.stream_type}-`.length);
    switch (event.type) {
      case ProductEvents.ProductRegistered: {
        const d = event.data;
        const params = COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
        await db.query(
          `INSERT INTO products (id, company_id, ${COLUMNS.join(', ')}, created_at, updated_at)
           VALUES ($1, $2, ${params}, $${COLUMNS.length + 3}, $${COLUMNS.length + 3})`,
          [id, d.company_id, ...values(d), event.occurred_at],
        );
        return;
      }
      case ProductEvents.ProductUpdated: {
        const assignments = COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
        await db.query(`UPDATE products SET ${assignments}, updated_at = $${COLUMNS.length + 2} WHERE id = $1`, [
          id,
          ...values(event.data),
          event.occurred_at,
        ]);
        return;
      }
      case ProductEvents.ProductRemoved:
        await db.query('DELETE FROM products WHERE id = $1', [id]);
        return;
      // A removed CD leaves its products without origin ('Produtos sem origem').
      case CatalogEvents.DistributionCenterRemoved:
        await db.query(
          'UPDATE products SET distribution_center_id = NULL, updated_at = $2 WHERE distribution_center_id = $1',
          [id, event.occurred_at],
        );
        return;
    }
  }
}
