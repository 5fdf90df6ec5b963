import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pickups read model (orders-pickups.md §3 Pickup): one carrier collecting one CD's orders.
 * Totals are not stored: they come from the orders whose pickup_id points here.
 */
export class Pickups1763800000011 implements MigrationInterface {
  name = 'Pickups1763800000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pickups (
        id                     uuid PRIMARY KEY,
        company_id             uuid NOT NULL,
        carrier_id             uuid NOT NULL,
        distribution_center_id uuid NOT NULL,
        note                   text,
        driver                 jsonb,
        pickup_date            date,
        pickuped_at            timestamptz,
        integration_code       text,
        integration_date       timestamptz,
        estimated_date         date,
        estimated_time_start   text NOT NULL DEFAULT '10:00',
        estimated_time_end     text NOT NULL DEFAULT '15:00',
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX pickups_company_list ON pickups (company_id, created_at DESC, id DESC)');
    // The carrier's page lists a company's pickups of one carrier.
    await db.query('CREATE INDEX pickups_carrier ON pickups (carrier_id, company_id, created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE pickups');
  }
}
