import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { companyDistributionCentersOf } from '../../../catalog/index.js';
import { productsCsv } from '../../adapters/csv/products-csv.js';
import { ExportProductsQuery } from './export-products.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(ExportProductsQuery)
export class ExportProductsHandler implements IQueryHandler<ExportProductsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ExportProductsQuery): Promise<string> {
    const products = await runSql(
      this.db,
      sql`SELECT p.reference, p.description, p.price::float8 AS price, p.distribution_center_id, p.expedition_time,
              p.width::float8 AS width, p.height::float8 AS height, p.length::float8 AS length, p.weight::float8 AS weight,
              p.quantity, p.property
         FROM products p
        WHERE p.company_id = ${companyId} ORDER BY lower(p.reference)`,
    );
    const references = new Map(
      (await companyDistributionCentersOf(this.db, companyId)).map((center) => [center.id, center.reference]),
    );
    return productsCsv(
      products.map((product: { distribution_center_id: string | null }) => ({
        ...product,
        center_reference: references.get(product.distribution_center_id ?? '') ?? null,
      })),
    );
  }
}
