import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Short numbers per company for what people name aloud (pickup 1042, lote 17), from one counter row
 * per (company, kind): `UPDATE ... RETURNING` hands each caller the next value under the row's lock,
 * so parallel requests never collide (batches took max + 1 and lost races under load).
 *
 * Pickups created before numbers existed are numbered by creation order (event position), and the
 * number is written into their `pickup.requested` event too, as new events carry it: a projection
 * rebuild then gives every pickup the same number again.
 */
export class CompanyCounters1763800000017 implements MigrationInterface {
  name = 'CompanyCounters1763800000017';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE company_counters (
        company_id uuid NOT NULL,
        kind       text NOT NULL,
        last       integer NOT NULL,
        PRIMARY KEY (company_id, kind)
      )`);
    await db.query(`
      INSERT INTO company_counters (company_id, kind, last)
      SELECT company_id, 'invoice-batch', max(batch) FROM batches WHERE type = 1 GROUP BY company_id`);
    await db.query(`
      WITH numbered AS (
        SELECT position, row_number() OVER (PARTITION BY data->>'company_id' ORDER BY position) AS number
          FROM events WHERE type = 'pickup.requested' AND NOT data ? 'number'
      )
      UPDATE events e SET data = e.data || jsonb_build_object('number', numbered.number)
        FROM numbered WHERE e.position = numbered.position`);
    await db.query('ALTER TABLE pickups ADD COLUMN number integer');
    await db.query(`
      UPDATE pickups p SET number = (e.data->>'number')::int
        FROM events e WHERE e.type = 'pickup.requested' AND e.stream_id = 'pickup-' || p.id::text`);
    await db.query('ALTER TABLE pickups ALTER COLUMN number SET NOT NULL');
    await db.query('CREATE UNIQUE INDEX pickups_company_number ON pickups (company_id, number)');
    await db.query(`
      INSERT INTO company_counters (company_id, kind, last)
      SELECT company_id, 'pickup', max(number) FROM pickups GROUP BY company_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX pickups_company_number');
    await db.query('ALTER TABLE pickups DROP COLUMN number');
    await db.query(`UPDATE events SET data = data - 'number' WHERE type = 'pickup.requested'`);
    await db.query('DROP TABLE company_counters');
  }
}
