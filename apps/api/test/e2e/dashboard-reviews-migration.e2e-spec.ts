import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationScratch } from '../support/migration-scratch.js';

/** Migration 0051 on a dashboard written before it kept the reviews' texts, in a scratch database of its own. */
describe('migration 0051: what GET reviews shows, in dashboard_orders', () => {
  const scratch = migrationScratch('reviews', 'DashboardReviews1763800000051');
  const companyId = randomUUID();
  const [rated, unrated, gone] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(() =>
    scratch.migrateFrom(async (before) => {
      const review = { rate: 4, message: 'Chegou bem.', created_at: '2026-11-20T13:00:00.000Z' };
      for (const [id, reference, recipient, rating] of [
        [rated, 'MIG-1', 'Maria da Silva', review],
        [unrated, 'MIG-2', 'João Souza', null],
      ] as const) {
        await before.query(
          `INSERT INTO orders (id, company_id, reference, status, to_address, recipient_name, recipient_tax_id, to_zip, to_city,
                             to_state, search_text, created_at, updated_at, review)
         VALUES ($1, $2, $3, 5, '{}', $4, '52998224725', '22021001', 'Rio de Janeiro', 'RJ', '', now(), now(), $5)`,
          [id, companyId, reference, recipient, rating],
        );
      }
      // `gone`: a dashboard row whose order row no longer exists (a benchmark removes the orders it created).
      for (const [id, rate] of [
        [rated, 4],
        [unrated, null],
        [gone, null],
      ] as const) {
        await before.query(
          `INSERT INTO dashboard_orders (order_id, company_id, day, carrier_id, carrier_name, to_state, status, damage, loss, rate, rated_at)
         VALUES ($1, $2, '2026-11-19', '', '', 'RJ', 5, false, false, $3, $4)`,
          [id, companyId, rate, rate === null ? null : review.created_at],
        );
      }
    }),
  );
  afterAll(() => scratch.drop());

  it("fills every order's review message, recipient and reference from the orders read model", () =>
    scratch.read(async (db) => {
      const rows = await db.query(
        'SELECT order_id, review_message, recipient_name, reference FROM dashboard_orders ORDER BY reference NULLS LAST',
      );
      expect(rows).toEqual([
        { order_id: rated, review_message: 'Chegou bem.', recipient_name: 'Maria da Silva', reference: 'MIG-1' },
        { order_id: unrated, review_message: null, recipient_name: 'João Souza', reference: 'MIG-2' },
        { order_id: gone, review_message: null, recipient_name: null, reference: null },
      ]);
    }));
});
