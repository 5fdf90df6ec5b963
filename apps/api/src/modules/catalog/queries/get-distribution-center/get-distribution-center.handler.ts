import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { DistributionCenterDto } from '../catalog.dto.js';
import { DISTRIBUTION_CENTER_COLUMNS } from '../distribution-center-columns.js';
import { GetDistributionCenterQuery } from './get-distribution-center.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetDistributionCenterQuery)
export class GetDistributionCenterHandler implements IQueryHandler<GetDistributionCenterQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetDistributionCenterQuery): Promise<DistributionCenterDto> {
    const [center] = await runSql(
      this.db,
      sql`SELECT ${raw(DISTRIBUTION_CENTER_COLUMNS)} FROM distribution_centers WHERE id = ${id} AND company_id = ${companyId}`,
    );
    if (!center) throw new NotFound('CD não encontrado.');
    return center;
  }
}
