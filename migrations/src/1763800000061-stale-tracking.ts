import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, 'Rastreamento desatualizado': how many business days without a carrier event make a
 * shipment in transit stale, per company (2 by default).
 */
export class StaleTracking1763800000061 implements MigrationInterface {
  name = 'StaleTracking1763800000061';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies ADD COLUMN stale_tracking_days smallint NOT NULL DEFAULT 2');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies DROP COLUMN stale_tracking_days');
  }
}
