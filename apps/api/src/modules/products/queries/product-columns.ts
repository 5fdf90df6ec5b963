import type { Queryable } from '../../../platform/database/sql.js';
import { companyDistributionCentersOf } from '../../catalog/index.js';
import type { ProductDto } from './products.dto.js';

/** The product as the API answers it (numerics as numbers), from products p; its CD is added by withCenters. */
export const PRODUCT_SELECT = `
  SELECT p.id, p.reference, p.description, p.price::float8 AS price, p.distribution_center_id,
         p.expedition_time, p.width::float8 AS width, p.height::float8 AS height, p.length::float8 AS length,
         p.weight::float8 AS weight, p.quantity, p.property, p.created_at, p.updated_at
    FROM products p`;

type ProductRow = Omit<ProductDto, 'distribution_center'>;

/** The rows with their CD ({ id, reference, name }, or null), read from the catalog in one query per list. */
export async function withCenters(db: Queryable, companyId: string, rows: ProductRow[]): Promise<ProductDto[]> {
  const ids = [...new Set(rows.map((row) => row.distribution_center_id).filter((id): id is string => id !== null))];
  const centers = ids.length ? await companyDistributionCentersOf(db, companyId, ids) : [];
  const byId = new Map(centers.map(({ id, reference, name }) => [id, { id, reference, name }]));
  return rows.map((row) => ({
    ...row,
    distribution_center: (row.distribution_center_id && byId.get(row.distribution_center_id)) || null,
  }));
}
