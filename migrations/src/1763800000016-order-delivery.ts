import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The chosen quote's cubed weight and fee and deadline logs (the detail's quote and deadline log). */
export class OrderDelivery1763800000016 implements MigrationInterface {
  name = 'OrderDelivery1763800000016';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders ADD COLUMN delivery jsonb');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN delivery');
  }
}
