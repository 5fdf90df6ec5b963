import { randomUUID } from 'node:crypto';
import { migrations } from '@despacho/migrations';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/test-env.js';

/** Migration 0017 on data written before numbers existed, in a scratch database of its own. */
describe('migration 0017: company counters and pickup numbers', () => {
  const name = `despacho_counters_${randomUUID().slice(0, 8)}`;
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = new DataSource({ type: 'postgres', url: TEST_DATABASE_URL });
  const at = (version: number) =>
    new DataSource({
      type: 'postgres',
      url: url.toString(),
      migrations: migrations.slice(0, version),
      migrationsTransactionMode: 'all',
    });
  const [companyA, companyB] = [randomUUID(), randomUUID()];
  const pickups = [companyA, companyB, companyA, companyA, companyB].map((company) => ({ id: randomUUID(), company }));

  beforeAll(async () => {
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    const before = await at(migrations.findIndex((m) => m.name === 'CompanyCounters1763800000017')).initialize();
    await before.runMigrations({ transaction: 'all' });
    for (const { id, company } of pickups) {
      const data = {
        pickup_id: id,
        company_id: company,
        carrier_id: randomUUID(),
        distribution_center_id: randomUUID(),
        order_ids: [],
        note: null,
        requested_at: new Date().toISOString(),
      };
      await before.query(
        `INSERT INTO events (stream_id, stream_type, version, type, data, metadata) VALUES ($1, 'pickup', 1, 'pickup.requested', $2, '{}')`,
        [`pickup-${id}`, data],
      );
      // Same creation instant for all: the order is the log's, not the clock's.
      await before.query(
        `INSERT INTO pickups (id, company_id, carrier_id, distribution_center_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
        [id, company, data.carrier_id, data.distribution_center_id, '2026-01-01T10:00:00Z'],
      );
    }
    for (const batch of [1, 2, 3]) {
      await before.query(`INSERT INTO batches (id, company_id, type, batch, files) VALUES ($1, $2, 1, $3, '[]')`, [
        randomUUID(),
        companyB,
        batch,
      ]);
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

  it('numbers existing pickups per company by creation order, in the read model and in their events, and sets the counters', async () => {
    const db = await at(migrations.length).initialize();
    try {
      const expected = [1, 1, 2, 3, 2];
      const rows: { id: string; number: number }[] = await db.query('SELECT id, number FROM pickups');
      const events: { stream_id: string; number: number }[] = await db.query(
        `SELECT stream_id, (data->>'number')::int AS number FROM events`,
      );
      for (const [index, { id }] of pickups.entries()) {
        expect(rows.find((row) => row.id === id)?.number).toBe(expected[index]);
        expect(events.find((event) => event.stream_id === `pickup-${id}`)?.number).toBe(expected[index]);
      }
      const counters = await db.query('SELECT company_id, kind, last FROM company_counters ORDER BY kind, last');
      expect(counters).toEqual([
        { company_id: companyB, kind: 'invoice-batch', last: 3 },
        { company_id: companyB, kind: 'pickup', last: 2 },
        { company_id: companyA, kind: 'pickup', last: 3 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
