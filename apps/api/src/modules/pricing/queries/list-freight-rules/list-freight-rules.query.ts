import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { FreightRuleListDto } from '../freight-rule.dto.js';

export class ListFreightRulesQuery extends CompanyPageQuery<FreightRuleListDto> {}
