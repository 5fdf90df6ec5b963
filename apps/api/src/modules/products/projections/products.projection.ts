import type { CatalogEvent } from '../../catalog/index.js';
import type { ProductEvent } from '../events/product-events.js';
import type { Stored, EventOf } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assignments, insertInto, runSql, sql, type Row } from '../../../platform/database/sql.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { CatalogEvents } from '../../catalog/index.js';
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

const contentOf = (d: ProductData): Row =>
  Object.fromEntries(COLUMNS.map((column) => [column, column === 'property' ? JSON.stringify(d.property) : d[column]]));

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
        const insert = insertInto('products', {
          id,
          company_id: d.company_id,
          ...contentOf(d),
          created_at: event.occurred_at,
          updated_at: event.occurred_at,
        });
        await runSql(db, insert);
        return;
      }
      case ProductEvents.ProductUpdated: {
        const update = sql`UPDATE products SET ${assignments(contentOf(event.data))}, updated_at = ${event.occurred_at} WHERE id = ${id}`;
        await runSql(db, update);
        return;
      }
      case ProductEvents.ProductRemoved:
        await runSql(db, sql`DELETE FROM products WHERE id = ${id}`);
        return;
      // A removed CD leaves its products without origin ('Produtos sem origem').
      case CatalogEvents.DistributionCenterRemoved:
        await runSql(
          db,
          sql`UPDATE products SET distribution_center_id = NULL, updated_at = ${event.occurred_at} WHERE distribution_center_id = ${id}`,
        );
        return;
      default:
        unfolded(event);
    }
  }
}
