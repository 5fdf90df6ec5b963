import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationScratch } from '../support/migration-scratch.js';

/** Migration 0058 on orders whose alerts were only an `alert_type` and their occurrences, in a scratch database. */
describe('migration 0058: the orders’ alerts[] from their occurrences', () => {
  const scratch = migrationScratch('alerts', 'OrderAlerts1763800000058');
  const companyId = randomUUID();
  const [damaged, plain] = [randomUUID(), randomUUID()];
  const detail = (code: string | null, description: string, occurredAt: string) => ({
    status: 3,
    code,
    description,
    message: null,
    occurred_at: occurredAt,
    source: 'carrier',
  });
  const moving = detail('300', 'Em trânsito', '2026-11-19T10:00:00.000Z');
  const held = detail('126', 'Mercadoria retida', '2026-11-21T10:00:00.000Z');
  const damage = detail('179', 'Avaria parcial', '2026-11-20T10:00:00.000Z');

  beforeAll(() =>
    scratch.migrateFrom(async (before) => {
      for (const [id, reference, alertType, details] of [
        [damaged, 'MIG-1', 3, [moving, held, damage]],
        [plain, 'MIG-2', null, [moving]],
      ] as const) {
        await before.query(
          `INSERT INTO orders (id, company_id, reference, status, to_address, recipient_name, recipient_tax_id, to_zip, to_city,
                               to_state, search_text, created_at, updated_at, alert_type, tracker_details)
           VALUES ($1, $2, $3, 3, '{}', 'Maria', '52998224725', '22021001', 'Rio de Janeiro', 'RJ', '', now(), now(), $4, $5)`,
          [id, companyId, reference, alertType, JSON.stringify(details)],
        );
      }
    }),
  );
  afterAll(() => scratch.drop());

  it('lists each occurrence that raised an alert, oldest first, with its type; an order without one has none', () =>
    scratch.read(async (db) => {
      const rows = await db.query('SELECT reference, alerts FROM orders ORDER BY reference');
      expect(rows).toEqual([
        {
          reference: 'MIG-1',
          alerts: [
            { type: 1, tracker_detail: damage },
            { type: 3, tracker_detail: held },
          ],
        },
        { reference: 'MIG-2', alerts: [] },
      ]);
    }));
});
