import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { FreightRuleListDto } from '../freight-rule.dto.js';
import { withRuleNames } from '../catalog-names.js';
import { FREIGHT_RULE_SELECT } from '../freight-rule-select.js';
import { ListFreightRulesQuery } from './list-freight-rules.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** Spec: rules are fetched with limit 100. */
const MAX_LIMIT = 100;

/** In the order the quote engine applies them (creation order). */
@QueryHandler(ListFreightRulesQuery)
export class ListFreightRulesHandler implements IQueryHandler<ListFreightRulesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListFreightRulesQuery): Promise<FreightRuleListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`${raw(FREIGHT_RULE_SELECT)} WHERE r.company_id = ${companyId} ORDER BY r.created_at, r.id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM freight_rules WHERE company_id = ${companyId}`),
    ]);
    return { data: await withRuleNames(this.db, companyId, data), total };
  }
}
