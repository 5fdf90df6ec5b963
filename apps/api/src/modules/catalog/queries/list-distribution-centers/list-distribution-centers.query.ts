import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { DistributionCenterListDto } from '../catalog.dto.js';

export class ListDistributionCentersQuery extends CompanyPageQuery<DistributionCenterListDto> {}
