import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { type FreightRuleData, PricingEvents } from '../events/pricing-events.js';
import { FreightRulesProjection } from './freight-rules.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new FreightRulesProjection();

const ruleData: FreightRuleData = {
  name: 'Frete grátis Sudeste',
  channel_id: null,
  distribution_center_id: null,
  carrier_id: null,
  start_at: '2026-03-01',
  end_at: null,
  routes: [
    {
      id: 1,
      rule_type: 1,
      zip_from: '01000000',
      zip_up: '19999999',
      value: 0,
      additional_deadline: 0,
      cart_min: false,
      min_value: null,
      max_value: null,
      apply_only_skus: false,
      sku_list: null,
      apply_only_volumes: false,
      total_volumes: null,
      destination: null,
    },
  ],
};
const created = (id: string, companyId: string, enabled: boolean) => ({
  type: PricingEvents.FreightRuleCreated,
  data: { rule_id: id, company_id: companyId, enabled, ...ruleData },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, name, channel_id, distribution_center_id, carrier_id, start_at::text AS start_at,
            end_at::text AS end_at, enabled, routes FROM freight_rules WHERE id = ${id}`,
  );

describe('freight-rules projection', () => {
  it('writes a created rule with its routes', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'freight-rule' }, [created(id, companyId, true)]);
    expect(await rows(id)).toEqual([{ company_id: companyId, enabled: true, ...ruleData }]);
  });

  it('follows edits and toggles, and deletes a deleted rule', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const edited = { ...ruleData, name: 'Outra', end_at: '2026-12-31', routes: [] };
    await project(db(), projection, { id, type: 'freight-rule' }, [
      created(id, companyId, true),
      { type: PricingEvents.FreightRuleEdited, data: { company_id: companyId, enabled: true, ...edited } },
      { type: PricingEvents.FreightRuleToggled, data: { company_id: companyId, enabled: false } },
    ]);
    expect(await rows(id)).toEqual([{ company_id: companyId, enabled: false, ...edited }]);

    const deleted = randomUUID();
    await project(db(), projection, { id: deleted, type: 'freight-rule' }, [
      created(deleted, companyId, true),
      { type: PricingEvents.FreightRuleDeleted, data: { company_id: companyId } },
    ]);
    expect(await rows(deleted)).toEqual([]);
  });
});
