import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day a pickup is due when nobody set one (issue 29.29): the first business day after the request
 * with a window at the CD, computed when requested (pickupDueDate). Pickups requested before keep the
 * old rule (the day after the request) through PICKUP_DEADLINE_SQL's fallback.
 */
export class PickupDueDate1763800000059 implements MigrationInterface {
  name = 'PickupDueDate1763800000059';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE pickups ADD COLUMN due_date date');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE pickups DROP COLUMN due_date');
  }
}
