import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { CTE_SAMPLES, cteFixtureText } from './cte/cte-fixtures.spec-helper.js';
import { readCteXml } from './cte/cte-reader.js';
import { CteEvents, type CteImported, type ReconciledOrder } from '../events/cte-events.js';
import { Cte } from './cte.aggregate.js';
import { NO_TOLERANCE } from './tolerance.js';

const COMPANY = 'company-a';
const AT = new Date('2026-03-10T12:00:00.000Z');

// A real CT-e (the public 4.00 sample): six components in vPrest.
const reading = readCteXml(cteFixtureText(CTE_SAMPLES.v4), 'dacte_test_1.xml');
if (!reading.ok) throw new Error('the 4.00 sample should read');
const importData: Omit<CteImported, 'cte_id'> = {
  company_id: COMPANY,
  batch_id: null,
  file_name: 'dacte_test_1.xml',
  carrier_id: null,
  document: reading.cte,
  imported_at: AT.toISOString(),
};
const imported = { type: CteEvents.CteImported, data: { cte_id: 'cte-1', ...importData } };
const order: ReconciledOrder = {
  order_id: 'order-1',
  reference: 'PED-1',
  invoice_key: reading.cte.nfe_keys[0],
  invoice_number: null,
  carrier_name: 'Rápida',
  estimated_cost: 100,
  cargo_value: 500,
  cubed_weight: 10,
  to_address: { name: 'Ana', city: 'Natal', state: 'RN' },
  fees: [],
};
const reconciled = { type: CteEvents.CteReconciled, data: { orders: [order], reconciled_at: AT.toISOString() } };
const cte = () => new Cte('cte-1');
const notFound = ['not-found', 'CT-e não encontrado.'] as const;

describe('Cte.import', () => {
  it('records the document read', () => {
    const c = given(cte())
      .when((c) => c.import(importData))
      .thenRaises(imported);
    expect(c.componentCount).toBe(6);
  });
});

describe('Cte.reconcile', () => {
  it('reconciles once with the orders its keys name', () => {
    let outcome: boolean | null = null;
    given(cte(), imported)
      .when((c) => (outcome = c.reconcile(COMPANY, [order], AT, NO_TOLERANCE)))
      .thenRaises(reconciled);
    expect(outcome).toBe(true);
  });

  it('changes nothing without orders, or once reconciled', () => {
    given(cte(), imported)
      .when((c) => expect(c.reconcile(COMPANY, [], AT, NO_TOLERANCE)).toBe(false))
      .thenRaisesNothing();
    given(cte(), imported, reconciled)
      .when((c) => expect(c.reconcile(COMPANY, [order], AT, NO_TOLERANCE)).toBe(false))
      .thenRaisesNothing();
  });

  it("answers a missing or another company's CT-e as not found", () => {
    given(cte())
      .when((c) => c.reconcile(COMPANY, [order], AT, NO_TOLERANCE))
      .thenRefuses(...notFound);
    given(cte(), imported)
      .when((c) => c.reconcile('company-b', [order], AT, NO_TOLERANCE))
      .thenRefuses(...notFound);
  });
});

describe('Cte.remapFees', () => {
  it('maps components to another fee, or back to the dictionary (null)', () => {
    given(cte(), imported)
      .when((c) => c.remapFees(COMPANY, [0, 5], 'adv'))
      .thenRaises({ type: CteEvents.CteFeesRemapped, data: { components: [0, 5], fee: 'adv' } });
    given(cte(), imported)
      .when((c) => c.remapFees(COMPANY, [1], null))
      .thenRaises({ type: CteEvents.CteFeesRemapped, data: { components: [1], fee: null } });
  });

  it('refuses a component the CT-e does not have, counting from 1 in the message', () => {
    given(cte(), imported)
      .when((c) => c.remapFees(COMPANY, [0, 6], 'adv'))
      .thenRefuses('invalid', 'O CT-e não tem o componente 7: ele tem 6.');
  });

  it("answers another company's CT-e as not found", () => {
    given(cte(), imported)
      .when((c) => c.remapFees('company-b', [0], 'adv'))
      .thenRefuses(...notFound);
  });
});
