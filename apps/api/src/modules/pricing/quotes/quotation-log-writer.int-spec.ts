import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { QuotationLogWriter } from './quotation-log-writer.js';

const db = useTestDatabase();

const quote = (name: string, estimated_cost: number, cargo_value: number, cubed_weight: number) => ({
  carrier: { id: randomUUID(), name, canonical_name: 'c' },
  estimated_cost,
  cargo_value,
  cubed_weight,
  delivery_days: 3,
});

describe('QuotationLogWriter on PostgreSQL', () => {
  it('writes each quote to the history as written: texts, amounts, weights and the time to the millisecond', async () => {
    const writer = new QuotationLogWriter(db());
    const companyId = randomUUID();
    const odd = 'Trans \\ "Rápida"\n\t🚚';
    const quotes = [quote(odd, 42.35, 0.1 + 0.2, 1 / 3), quote('Jadlog', 0, 1234.5, 12), quote('Azul', 1e21, 0, 5e-7)];
    const parameters = {
      zip_from: '01310100',
      origin: null,
      zip_to: '69010000',
      parcels: [{ reference: 'SKU\\1 "x"' }],
    };
    const createdAt = [new Date('2026-11-28T01:02:03.004Z'), new Date('2026-11-28T01:02:03.090Z')];
    writer.add({ companyId, channelId: 7, channel: 'Nuvemshop\tLoja', parameters, quotes, createdAt: createdAt[0] });
    writer.add({ companyId, channelId: null, channel: null, parameters, quotes: [], createdAt: createdAt[1] });
    await writer.flush();

    const rows = await db().query(
      `SELECT channel_id, channel, parameters, response, created_at FROM quotation_logs WHERE company_id = $1 ORDER BY id`,
      [companyId],
    );
    const response = quotes.map(({ carrier, estimated_cost, cargo_value, cubed_weight, delivery_days }) => ({
      carrier: carrier.name,
      estimated_cost,
      cargo_value,
      cubed_weight,
      delivery_days,
    }));
    expect(rows).toEqual([
      { channel_id: 7, channel: 'Nuvemshop\tLoja', parameters, response, created_at: createdAt[0] },
      { channel_id: null, channel: null, parameters, response: [], created_at: createdAt[1] },
    ]);
  });
});
