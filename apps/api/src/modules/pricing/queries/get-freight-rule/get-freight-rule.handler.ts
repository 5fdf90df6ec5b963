import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import type { FreightRuleDto } from '../freight-rule.dto.js';
import { withRuleNames } from '../catalog-names.js';
import { FREIGHT_RULE_SELECT } from '../freight-rule-select.js';
import { GetFreightRuleQuery } from './get-freight-rule.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetFreightRuleQuery)
export class GetFreightRuleHandler implements IQueryHandler<GetFreightRuleQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetFreightRuleQuery): Promise<FreightRuleDto> {
    const [rule] = await runSql(
      this.db,
      sql`${raw(FREIGHT_RULE_SELECT)} WHERE r.id = ${id} AND r.company_id = ${companyId}`,
    );
    if (!rule) throw new NotFound('Regra de frete não encontrada.');
    const [named] = await withRuleNames(this.db, companyId, [rule]);
    return named;
  }
}
