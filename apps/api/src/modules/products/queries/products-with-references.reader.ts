import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** A product as a channel sync or an imported order's volumes need it. */
export interface ProductSummary {
  id: string;
  reference: string;
  description: string;
  price: number;
  width: number;
  height: number;
  length: number;
  weight: number;
  quantity: number;
  expedition_time: number;
  distribution_center_id: string | null;
  property: unknown[];
}

/** The company's products whose reference (SKU) is one of `references`, compared lower-cased, by reference; one query for the batch. */
export const productsWithReferences = (
  db: Queryable,
  companyId: string,
  references: readonly string[],
): Promise<ProductSummary[]> =>
  runSql(
    db,
    sql`SELECT id, reference, description, price::float, width::float, height::float, length::float, weight::float,
               quantity, expedition_time, distribution_center_id, property
          FROM products
         WHERE company_id = ${companyId} AND lower(reference) = ANY(SELECT lower(r) FROM unnest(${references}::text[]) r)
         ORDER BY reference`,
  );
