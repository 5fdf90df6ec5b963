import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders only tracked through Despacho (orders-pickups.md §3 tracking_only): no messages. */
export class OrderTrackingOnly1763800000013 implements MigrationInterface {
  name = 'OrderTrackingOnly1763800000013';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders ADD COLUMN tracking_only boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN tracking_only');
  }
}
