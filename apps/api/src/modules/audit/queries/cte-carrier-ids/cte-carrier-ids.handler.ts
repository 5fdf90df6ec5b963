import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import { CteCarrierIdsQuery } from '../../../catalog/index.js';

/** The catalog's with_cte filter: the carriers of the company's CT-e. */
@QueryHandler(CteCarrierIdsQuery)
export class CteCarrierIdsHandler implements IQueryHandler<CteCarrierIdsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: CteCarrierIdsQuery): Promise<string[]> {
    const rows: { carrier_id: string }[] = await runSql(
      this.db,
      sql`SELECT DISTINCT carrier_id FROM ctes WHERE company_id = ${companyId} AND carrier_id IS NOT NULL`,
    );
    return rows.map((row) => row.carrier_id);
  }
}
