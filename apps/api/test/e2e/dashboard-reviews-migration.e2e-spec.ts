import { randomUUID } from 'node:crypto';
import { migrations } from '@despacho/migrations';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/test-env.js';

/** Migration 0051 on a dashboard written before it kept the reviews' texts, in a scratch database of its own. */
describe('migration 0051: what GET reviews shows, in dashboard_orders', () => {
  const url = new URL(TEST_DATABASE_URL);
  // Named after the test database, so that runs sharing a server keep to their own names.
  const name = `${url.pathname.slice(1)}_reviews_${randomUUID().slice(0, 8)}`;
  url.pathname = `/${name}`;
  const admin = new DataSource({ type: 'postgres', url: TEST_DATABASE_URL });
  const at = (version: number) =>
    new DataSource({
      type: 'postgres',
      url: url.toString(),
      migrations: migrations.slice(0, version),
      migrationsTransactionMode: 'all',
    });
  const companyId = randomUUID();
  const [rated, unrated, gone] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    const before = await at(migrations.findIndex((m) => m.name === 'DashboardReviews1763800000051')).initialize();
    await before.runMigrations({ transaction: 'all' });
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
    await before.destroy();
    const after = await at(migrations.length).initialize();
    await after.runMigrations({ transaction: 'all' });
    await after.destroy();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });

  it("fills every order's review message, recipient and reference from the orders read model", async () => {
    const db = await at(migrations.length).initialize();
    try {
      const rows = await db.query(
        'SELECT order_id, review_message, recipient_name, reference FROM dashboard_orders ORDER BY reference NULLS LAST',
      );
      expect(rows).toEqual([
        { order_id: rated, review_message: 'Chegou bem.', recipient_name: 'Maria da Silva', reference: 'MIG-1' },
        { order_id: unrated, review_message: null, recipient_name: 'João Souza', reference: 'MIG-2' },
        { order_id: gone, review_message: null, recipient_name: null, reference: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
