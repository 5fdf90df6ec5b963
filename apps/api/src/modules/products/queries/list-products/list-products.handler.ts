import { QUERY_FLAG } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import { PRODUCT_SELECT } from '../product-columns.js';
import type { ProductFilters, ProductListDto } from '../products.dto.js';
import { ListProductsQuery } from './list-products.query.js';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

const WHERE = `p.company_id = $1
  AND ($2::text[] IS NULL OR lower(p.reference) = ANY ($2))
  AND ($3::uuid IS NULL OR p.id = $3)
  AND (NOT $4 OR p.distribution_center_id IS NULL)
  AND ($5::text IS NULL OR p.reference ILIKE $5 OR p.description ILIKE $5)`;

const skusOf = (list: string | undefined) => {
  const skus = (list ?? '')
    .split(',')
    .map((sku) => sku.trim().toLowerCase())
    .filter(Boolean);
  return skus.length ? skus : null;
};

/** '%' and '_' typed in the search box are literal characters, not wildcards. */
const containing = (text: string | undefined) => (text?.trim() ? `%${text.trim().replace(/[\\%_]/g, '\\$&')}%` : null);

function parametersOf(companyId: string, filters: ProductFilters = {}) {
  return [
    companyId,
    skusOf(filters.reference),
    filters.id ?? null,
    filters.without_origin === QUERY_FLAG.yes,
    containing(filters.search),
  ];
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, query }: ListProductsQuery): Promise<ProductListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? DEFAULT_LIMIT }, MAX_LIMIT);
    const parameters = parametersOf(companyId, query.filters);
    const [data, [{ total }]] = await Promise.all([
      this.db.query(`${PRODUCT_SELECT} WHERE ${WHERE} ORDER BY p.created_at DESC, p.id LIMIT $6 OFFSET $7`, [
        ...parameters,
        limit,
        offset,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM products p WHERE ${WHERE}`, parameters),
    ]);
    return { data, total };
  }
}
