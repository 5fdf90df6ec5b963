import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Upload batches (orders-pickups.md §3 Batch; type 1 = NF-e import): the status record a job fills
 * while it turns files into orders. The orders themselves are event-sourced; the batch is the log.
 */
export class InvoiceBatches1763800000008 implements MigrationInterface {
  name = 'InvoiceBatches1763800000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE batches (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        user_id       uuid,
        type          smallint NOT NULL,
        batch         integer NOT NULL,
        status        text NOT NULL DEFAULT 'pending',
        files         jsonb NOT NULL,
        total         integer NOT NULL DEFAULT 0,
        total_success integer NOT NULL DEFAULT 0,
        total_error   integer NOT NULL DEFAULT 0,
        errors        jsonb NOT NULL DEFAULT '[]',
        created_at    timestamptz NOT NULL DEFAULT now(),
        finished_at   timestamptz,
        UNIQUE (company_id, type, batch)
      )`);
    await db.query('CREATE INDEX batches_company_list ON batches (company_id, type, created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE batches');
  }
}
