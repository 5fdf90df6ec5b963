import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { DistributionCenterListDto } from '../catalog.dto.js';
import { DISTRIBUTION_CENTER_COLUMNS } from '../distribution-center-columns.js';
import { ListDistributionCentersQuery } from './list-distribution-centers.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

const MAX_LIMIT = 100;

@QueryHandler(ListDistributionCentersQuery)
export class ListDistributionCentersHandler implements IQueryHandler<ListDistributionCentersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListDistributionCentersQuery): Promise<DistributionCenterListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT ${raw(DISTRIBUTION_CENTER_COLUMNS)} FROM distribution_centers WHERE company_id = ${companyId} ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM distribution_centers WHERE company_id = ${companyId}`),
    ]);
    return { data, total };
  }
}
