import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type FreightTableImported, PricingEvents } from '../events/pricing-events.js';
import { FreightTableAggregate } from './freight-table.aggregate.js';

const CLIENT = 'company-client';
const COMPANY = 'company-a';
const contents: Omit<FreightTableImported, 'table_id'> = {
  company_id: CLIENT,
  carrier_id: 'carrier-1',
  name: 'Tabela SP',
  origin: 'SP',
  modal: 'rodo',
  distribution_center_ids: ['dc-client'],
  cubage: 300,
  apply_icms: true,
  readjustment_percent: 0,
  version: 3,
  routes: [],
};
const imported = (overrides: Partial<FreightTableImported> = {}) => ({
  type: PricingEvents.FreightTableImported,
  data: { table_id: 'source-1', ...contents, ...overrides },
});
const activated = (companyId: string) => ({
  type: PricingEvents.FreightTableActivated,
  data: { company_id: companyId },
});
const table = (id = 'source-1') => new FreightTableAggregate(id);
const source = (...history: ReturnType<typeof imported>[]) =>
  given(table(), ...history)
    .when(() => undefined)
    .thenRaisesNothing();

describe('FreightTable.import', () => {
  it('imports a table, inactive', () => {
    const t = given(table())
      .when((t) => t.import(contents))
      .thenRaises(imported());
    expect([t.imported, t.active]).toEqual([true, false]);
  });
});

describe('FreightTable.setActive', () => {
  it('switches on and off; the state it is in changes nothing', () => {
    given(table(), imported())
      .when((t) => t.setActive(CLIENT, true))
      .thenRaises(activated(CLIENT));
    given(table(), imported(), activated(CLIENT))
      .when((t) => t.setActive(CLIENT, true))
      .thenRaisesNothing();
    given(table(), imported(), activated(CLIENT))
      .when((t) => t.setActive(CLIENT, false))
      .thenRaises({ type: PricingEvents.FreightTableDeactivated, data: { company_id: CLIENT } });
    given(table(), imported())
      .when((t) => t.setActive(CLIENT, false))
      .thenRaisesNothing();
  });

  it("answers a missing or another company's table as not found", () => {
    given(table())
      .when((t) => t.setActive(CLIENT, true))
      .thenRefuses('not-found', 'Tabela de frete não encontrada.');
    given(table(), imported())
      .when((t) => t.setActive(COMPANY, true))
      .thenRefuses('not-found', 'Tabela de frete não encontrada.');
  });
});

describe('FreightTable.cloneFrom', () => {
  it("copies a client's version-3 table into another company, inactive and serving every CD", () => {
    const original = source(imported());
    const copy = given(table('copy-1'))
      .when((t) => t.cloneFrom(original, CLIENT, COMPANY))
      .thenRaises({
        type: PricingEvents.FreightTableCloned,
        data: {
          table_id: 'copy-1',
          ...contents,
          company_id: COMPANY,
          distribution_center_ids: [],
          cloned_from: { table_id: 'source-1', company_id: CLIENT },
        },
      });
    expect([copy.imported, copy.active, copy.companyId]).toEqual([true, false, COMPANY]);
  });

  it('refuses a missing table, one of another client, or an older version', () => {
    const refusal = ['not-found', 'Tabela de frete não encontrada para este cliente.'] as const;
    given(table('copy-1'))
      .when((t) => t.cloneFrom(source(), CLIENT, COMPANY))
      .thenRefuses(...refusal);
    given(table('copy-1'))
      .when((t) => t.cloneFrom(source(imported()), 'company-other', COMPANY))
      .thenRefuses(...refusal);
    given(table('copy-1'))
      .when((t) => t.cloneFrom(source(imported({ version: 2 })), CLIENT, COMPANY))
      .thenRefuses(...refusal);
  });
});
