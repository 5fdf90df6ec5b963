import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { productsCsv } from '../../csv/products-csv.js';
import { ExportProductsQuery } from './export-products.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(ExportProductsQuery)
export class ExportProductsHandler implements IQueryHandler<ExportProductsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ExportProductsQuery): Promise<string> {
    const products = await runSql(
      this.db,
      sql`SELECT p.reference, p.description, p.price::float8 AS price, d.reference AS center_reference, p.expedition_time,
              p.width::float8 AS width, p.height::float8 AS height, p.length::float8 AS length, p.weight::float8 AS weight,
              p.quantity, p.property
         FROM products p LEFT JOIN distribution_centers d ON d.id = p.distribution_center_id
        WHERE p.company_id = ${companyId} ORDER BY lower(p.reference)`,
    );
    return productsCsv(products);
  }
}
