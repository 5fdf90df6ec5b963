import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, modules as private rooms: orders' own copy of the pickup fields its list and detail show
 * (number, dates, window, driver), folded from the pickup events, so orders joins no pickups table.
 * Filled from the pickups read model as it stands.
 */
export class OrderPickups1763800000070 implements MigrationInterface {
  name = 'OrderPickups1763800000070';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_pickups (
        id                    uuid PRIMARY KEY,
        company_id            uuid NOT NULL,
        number                integer NOT NULL,
        driver                jsonb,
        pickup_date           date,
        pickuped_at           timestamptz,
        estimated_date        date,
        estimated_time_start  text NOT NULL DEFAULT '10:00',
        estimated_time_end    text NOT NULL DEFAULT '15:00',
        due_date              date,
        created_at            timestamptz NOT NULL
      )`);
    await db.query('CREATE UNIQUE INDEX order_pickups_company_number ON order_pickups (company_id, number)');
    await db.query(`
      INSERT INTO order_pickups (id, company_id, number, driver, pickup_date, pickuped_at, estimated_date,
                                 estimated_time_start, estimated_time_end, due_date, created_at)
      SELECT id, company_id, number, driver, pickup_date, pickuped_at, estimated_date,
             estimated_time_start, estimated_time_end, due_date, created_at
        FROM pickups`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_pickups');
  }
}
