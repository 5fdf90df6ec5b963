import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { CompanyChannelDto } from '../integrations.dto.js';

export class GetCompanyChannelQuery extends CompanyRecordQuery<CompanyChannelDto> {}
