import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { QuotationLogWriter } from './quotation-log-writer.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

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

    const rows = await runSql(
      db(),
      sql`SELECT channel_id, channel, parameters, response, created_at FROM quotation_logs WHERE company_id = ${companyId} ORDER BY id`,
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

  it('keeps every other row of the batch, of any company, when PostgreSQL refuses one, and names the refused row', async () => {
    const writer = new QuotationLogWriter(db());
    const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const companies = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const createdAt = new Date('2026-11-28T10:00:00.000Z');
    // The second quote's channel id is past the integer column's range (2^31): the whole COPY used to fail with it.
    const channelIds = [29, 2_147_483_648, null, 8];
    companies.forEach((companyId, i) =>
      writer.add({
        companyId,
        channelId: channelIds[i],
        channel: null,
        parameters: { i },
        quotes: [quote('Jadlog', 10, 1, 1)],
        createdAt,
      }),
    );
    await writer.flush();

    const rows = await runSql(
      db(),
      sql`SELECT company_id, channel_id FROM quotation_logs WHERE company_id = ANY(${companies}) ORDER BY created_at, id`,
    );
    expect(rows).toEqual([
      { company_id: companies[0], channel_id: 29 },
      { company_id: companies[2], channel_id: null },
      { company_id: companies[3], channel_id: 8 },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toContain(`empresa ${companies[1]}, canal 2147483648`);
    errors.mockRestore();
  });
});
