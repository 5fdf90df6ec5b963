import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the exceptions desk: one row per order × kind while it needs someone (at most one open per
 * order and kind), kept once resolved with its resolution and time. Folded from the log by the async
 * projection `order-exceptions`.
 */
export class Exceptions1763800000068 implements MigrationInterface {
  name = 'Exceptions1763800000068';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_exceptions (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        order_id    uuid NOT NULL,
        kind        text NOT NULL,
        actor       text NOT NULL,
        action      text NOT NULL,
        detail      text,
        occurrences integer NOT NULL DEFAULT 1,
        opened_at   timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL,
        assignee_id uuid,
        resolution  text,
        note        text,
        resolved_by uuid,
        resolved_at timestamptz
      )`);
    await db.query(
      'CREATE UNIQUE INDEX order_exceptions_open ON order_exceptions (order_id, kind) WHERE resolved_at IS NULL',
    );
    // The desk lists a company's open (or resolved) ones, oldest first.
    await db.query(
      'CREATE INDEX order_exceptions_company ON order_exceptions (company_id, (resolved_at IS NULL), opened_at)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_exceptions');
  }
}
