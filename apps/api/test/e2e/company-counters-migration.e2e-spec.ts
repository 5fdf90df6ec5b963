import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationScratch } from '../support/migration-scratch.js';

/** Migration 0017 on data written before numbers existed, in a scratch database of its own. */
describe('migration 0017: company counters and pickup numbers', () => {
  const scratch = migrationScratch('counters', 'CompanyCounters1763800000017');
  const [companyA, companyB] = [randomUUID(), randomUUID()];
  const pickups = [companyA, companyB, companyA, companyA, companyB].map((company) => ({ id: randomUUID(), company }));

  beforeAll(() =>
    scratch.migrateFrom(async (before) => {
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
    }),
  );
  afterAll(() => scratch.drop());

  it('numbers existing pickups per company by creation order, in the read model and in their events, and sets the counters', () =>
    scratch.read(async (db) => {
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
    }));
});
