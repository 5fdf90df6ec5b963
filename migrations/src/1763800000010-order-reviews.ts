import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The end customer's rating of a delivered order (public-account.md §2.4, §3 Rating). */
export class OrderReviews1763800000010 implements MigrationInterface {
  name = 'OrderReviews1763800000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders ADD COLUMN review jsonb');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN review');
  }
}
