import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CTE_SAMPLES, cteFixtureText } from '../domain/cte/cte-fixtures.spec-helper.js';
import { readCteXml } from '../domain/cte/cte-reader.js';
import { CteEvents, type CteImported, type ReconciledOrder } from '../events/cte-events.js';
import { CtesProjection } from './ctes.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CtesProjection();

// A real CT-e: the public 4.00 sample.
const reading = readCteXml(cteFixtureText(CTE_SAMPLES.v4), 'dacte_test_1.xml');
if (!reading.ok) throw new Error('the 4.00 sample should read');
const document = reading.cte;

const imported = (id: string, companyId: string): { type: string; data: CteImported } => ({
  type: CteEvents.CteImported,
  data: {
    cte_id: id,
    company_id: companyId,
    batch_id: null,
    file_name: 'dacte_test_1.xml',
    carrier_id: null,
    document,
    imported_at: '2026-03-10T12:00:00.000Z',
  },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, file_name, key, carrier_name, nfe_keys, freight_value::float AS freight_value, order_ids,
            reference, quote_value::float AS quote_value, difference::float AS difference,
            reconciled_at IS NOT NULL AS reconciled, fee_remaps
       FROM ctes WHERE id = ${id}`,
  );

describe('ctes projection', () => {
  it('writes an imported CT-e, not yet reconciled', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'cte' }, [imported(id, companyId)]);
    expect(await rows(id)).toEqual([
      expect.objectContaining({
        company_id: companyId,
        file_name: 'dacte_test_1.xml',
        key: document.key,
        carrier_name: document.carrier.name,
        nfe_keys: document.nfe_keys,
        freight_value: document.total,
        reconciled: false,
        quote_value: null,
        difference: null,
      }),
    ]);
  });

  it('records the reconciled orders and the difference to their quotes, then fee remaps set and cleared', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const order: ReconciledOrder = {
      order_id: randomUUID(),
      reference: 'PED-1',
      invoice_key: document.nfe_keys[0],
      invoice_number: null,
      carrier_name: 'Rápida',
      estimated_cost: 100,
      cargo_value: 500,
      cubed_weight: 10,
      to_address: { name: 'Ana', city: 'Natal', state: 'RN' },
      fees: [],
    };
    await project(db(), projection, { id, type: 'cte' }, [
      imported(id, companyId),
      { type: CteEvents.CteReconciled, data: { orders: [order], reconciled_at: '2026-03-11T12:00:00.000Z' } },
      { type: CteEvents.CteFeesRemapped, data: { components: [0, 2], fee: 'adv' } },
      { type: CteEvents.CteFeesRemapped, data: { components: [2], fee: null } },
    ]);
    const [row] = await rows(id);
    expect(row).toMatchObject({
      order_ids: [order.order_id],
      reference: 'PED-1',
      reconciled: true,
      quote_value: 100,
      fee_remaps: { 0: 'adv' },
    });
    expect(row.difference).toBeCloseTo(document.total - 100, 2);
  });
});
