import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { QuotationLogListDto } from '../pricing.dto.js';

export class ListQuotationLogsQuery extends CompanyPageQuery<QuotationLogListDto> {}
