import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type FreightRuleData, PricingEvents } from '../events/pricing-events.js';
import { FreightRuleAggregate } from './freight-rule.aggregate.js';

const COMPANY = 'company-a';
const ruleData: FreightRuleData = {
  name: 'Frete grátis Sudeste',
  channel_id: null,
  distribution_center_id: null,
  carrier_id: null,
  start_at: '2026-03-01',
  end_at: null,
  routes: [],
};
const created = (enabled = true) => ({
  type: PricingEvents.FreightRuleCreated,
  data: { rule_id: 'rule-1', company_id: COMPANY, enabled, ...ruleData },
});
const toggled = (enabled: boolean) => ({
  type: PricingEvents.FreightRuleToggled,
  data: { company_id: COMPANY, enabled },
});
const deleted = { type: PricingEvents.FreightRuleDeleted, data: { company_id: COMPANY } };
const rule = () => new FreightRuleAggregate('rule-1');
const notFound = ['not-found', 'Regra de frete não encontrada.'] as const;

describe('FreightRule.create and edit', () => {
  it('creates a rule, enabled or not', () => {
    given(rule())
      .when((r) => r.create(COMPANY, ruleData, false))
      .thenRaises(created(false));
  });

  it('edits its contents and whether it is enabled', () => {
    const r = given(rule(), created(true))
      .when((r) => r.edit(COMPANY, { ...ruleData, name: 'Outra' }, false))
      .thenRaises({
        type: PricingEvents.FreightRuleEdited,
        data: { company_id: COMPANY, enabled: false, ...ruleData, name: 'Outra' },
      });
    expect(r.enabled).toBe(false);
  });
});

describe('FreightRule.toggle', () => {
  it('flips the state it is in, each time', () => {
    given(rule(), created(true))
      .when((r) => r.toggle(COMPANY))
      .thenRaises(toggled(false));
    given(rule(), created(true), toggled(false))
      .when((r) => r.toggle(COMPANY))
      .thenRaises(toggled(true));
  });
});

describe('FreightRule.delete', () => {
  it('deletes once', () => {
    given(rule(), created())
      .when((r) => r.delete(COMPANY))
      .thenRaises(deleted);
    given(rule(), created(), deleted)
      .when((r) => r.delete(COMPANY))
      .thenRefuses(...notFound);
  });
});

describe("a missing, deleted or another company's rule", () => {
  it.each([
    ['edit', (r: FreightRuleAggregate, company: string) => r.edit(company, ruleData, true)],
    ['toggle', (r: FreightRuleAggregate, company: string) => r.toggle(company)],
    ['delete', (r: FreightRuleAggregate, company: string) => r.delete(company)],
  ])('refuses %s as not found', (_, decide) => {
    given(rule())
      .when((r) => decide(r, COMPANY))
      .thenRefuses(...notFound);
    given(rule(), created(), deleted)
      .when((r) => decide(r, COMPANY))
      .thenRefuses(...notFound);
    given(rule(), created())
      .when((r) => decide(r, 'company-b'))
      .thenRefuses(...notFound);
  });
});
