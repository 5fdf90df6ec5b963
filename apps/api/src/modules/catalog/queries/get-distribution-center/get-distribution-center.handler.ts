import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { DistributionCenterDto } from '../catalog.dto.js';
import { DISTRIBUTION_CENTER_COLUMNS } from '../distribution-center-columns.js';
import { GetDistributionCenterQuery } from './get-distribution-center.query.js';

@QueryHandler(GetDistributionCenterQuery)
export class GetDistributionCenterHandler implements IQueryHandler<GetDistributionCenterQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetDistributionCenterQuery): Promise<DistributionCenterDto> {
    const [center] = await this.db.query(
      `SELECT ${DISTRIBUTION_CENTER_COLUMNS} FROM distribution_centers WHERE id = $1 AND company_id = $2`,
      [id, companyId],
    );
    if (!center) throw new NotFound('CD não encontrado.');
    return center;
  }
}
