import { Injectable } from '@nestjs/common';
import { overlappingRules } from '@despacho/domain';
import { DataSource } from 'typeorm';
import type { FreightRuleData } from '../../events/pricing-events.js';
import { FREIGHT_RULE_COLUMNS, ruleOf } from '../../queries/quotes/pricing-index.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** What a save answers: the rule's id and, when it stacks with others, a warning that does not block. */
export interface FreightRuleSaved {
  id: string;
  warning?: string;
}

/** Warns (never blocks) when a saved rule overlaps other enabled rules of the company. */
@Injectable()
export class FreightRuleOverlaps {
  constructor(private readonly db: DataSource) {}

  async answer(companyId: string, id: string, data: FreightRuleData, enabled: boolean): Promise<FreightRuleSaved> {
    if (!enabled) return { id };
    const rows = await runSql(
      this.db,
      sql`SELECT ${raw(FREIGHT_RULE_COLUMNS)} FROM freight_rules WHERE company_id = ${companyId} AND enabled AND id <> ${id} ORDER BY created_at, id`,
    );
    const overlaps = overlappingRules(ruleOf({ ...data, id, enabled }), rows.map(ruleOf));
    if (overlaps.length === 0) return { id };
    return { id, warning: `Esta regra se sobrepõe a: ${overlaps.map((rule) => rule.name).join(', ')}` };
  }
}
