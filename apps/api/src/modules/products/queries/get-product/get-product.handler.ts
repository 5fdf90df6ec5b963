import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { PRODUCT_SELECT, withCenters } from '../product-columns.js';
import type { ProductDto } from '../products.dto.js';
import { GetProductQuery } from './get-product.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetProductQuery): Promise<ProductDto> {
    const [product] = await runSql(
      this.db,
      sql`${raw(PRODUCT_SELECT)} WHERE p.id = ${id} AND p.company_id = ${companyId}`,
    );
    if (!product) throw new NotFound('Produto não encontrado.');
    const [withCenter] = await withCenters(this.db, companyId, [product]);
    return withCenter;
  }
}
