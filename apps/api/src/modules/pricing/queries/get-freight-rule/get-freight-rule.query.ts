import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { FreightRuleDto } from '../freight-rule.dto.js';

export class GetFreightRuleQuery extends CompanyRecordQuery<FreightRuleDto> {}
