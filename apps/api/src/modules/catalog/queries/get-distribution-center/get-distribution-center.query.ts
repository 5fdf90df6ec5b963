import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { DistributionCenterDto } from '../catalog.dto.js';

export class GetDistributionCenterQuery extends CompanyRecordQuery<DistributionCenterDto> {}
