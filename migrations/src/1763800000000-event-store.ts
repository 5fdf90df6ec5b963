import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The append-only event log, the checkpoints of its asynchronous readers and the
 * record of side effects already applied (so a re-delivered job does nothing).
 */
export class EventStore1763800000000 implements MigrationInterface {
  name = 'EventStore1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE events (
        position       bigserial PRIMARY KEY,
        -- Gap-safe reading: async readers only take rows whose transaction is older than
        -- every transaction still running, so a slow commit can never be skipped.
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        id             uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
        stream_id      text NOT NULL,
        stream_type    text NOT NULL,
        version        integer NOT NULL CHECK (version > 0),
        type           text NOT NULL,
        data           jsonb NOT NULL,
        metadata       jsonb NOT NULL,
        occurred_at    timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, version)
      )`);
    await db.query(`CREATE INDEX events_transaction_position ON events (transaction_id, position)`);
    await db.query(`CREATE INDEX events_company ON events ((metadata->>'company_id'))`);
    await db.query(`
      CREATE TABLE projection_checkpoints (
        name           text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        position       bigint NOT NULL DEFAULT 0,
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE side_effects (
        event_id   uuid NOT NULL,
        effect     text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, effect)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE side_effects');
    await db.query('DROP TABLE projection_checkpoints');
    await db.query('DROP TABLE events');
  }
}
