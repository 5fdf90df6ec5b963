import { QUERY_FLAG } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, type Sql, sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { PRODUCT_SELECT, withCenters } from '../product-columns.js';
import type { ProductFilters, ProductListDto } from '../products.dto.js';
import { ListProductsQuery } from './list-products.query.js';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

const skusOf = (list: string | undefined) => {
  const skus = (list ?? '')
    .split(',')
    .map((sku) => sku.trim().toLowerCase())
    .filter(Boolean);
  return skus.length ? skus : null;
};

/** '%' and '_' typed in the search box are literal characters, not wildcards. */
const containing = (text: string | undefined) => (text?.trim() ? `%${text.trim().replace(/[\\%_]/g, '\\$&')}%` : null);

function whereOf(companyId: string, filters: ProductFilters = {}): Sql {
  const skus = skusOf(filters.reference);
  const id = filters.id ?? null;
  const search = containing(filters.search);
  return sql`p.company_id = ${companyId}
  AND (${skus}::text[] IS NULL OR lower(p.reference) = ANY (${skus}))
  AND (${id}::uuid IS NULL OR p.id = ${id})
  AND (NOT ${filters.without_origin === QUERY_FLAG.yes} OR p.distribution_center_id IS NULL)
  AND (${search}::text IS NULL OR p.reference ILIKE ${search} OR p.description ILIKE ${search})`;
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, query }: ListProductsQuery): Promise<ProductListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? DEFAULT_LIMIT }, MAX_LIMIT);
    const where = whereOf(companyId, query.filters);
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`${raw(PRODUCT_SELECT)} WHERE ${where} ORDER BY p.created_at DESC, p.id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`),
    ]);
    return { data: await withCenters(this.db, companyId, data), total };
  }
}
