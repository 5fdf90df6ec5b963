import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The poller's own bookkeeping (issue 30): one row per volume it follows, with the integration that
 * answers for it and when it is due. Claiming a row moves next_poll_at past a lease, so a shipment is
 * polled once per cycle however many workers run, and comes back due by itself if its worker dies.
 * An integration whose credentials the carrier refused stays stopped until they change (stopped_for).
 */
export class TrackingPolls1763800000062 implements MigrationInterface {
  name = 'TrackingPolls1763800000062';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tracking_polls (
        order_id            uuid NOT NULL,
        shipment_id         text NOT NULL,
        company_id          uuid NOT NULL,
        company_channel_id  uuid NOT NULL,
        tracking_key        text NOT NULL,
        next_poll_at        timestamptz NOT NULL,
        last_checked_at     timestamptz,
        last_reason         text,
        PRIMARY KEY (order_id, shipment_id)
      )`);
    await db.query('CREATE INDEX tracking_polls_due ON tracking_polls (company_channel_id, next_poll_at)');
    await db.query('ALTER TABLE carrier_integration_polls ADD COLUMN stopped_for text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE carrier_integration_polls DROP COLUMN stopped_for');
    await db.query('DROP TABLE tracking_polls');
  }
}
