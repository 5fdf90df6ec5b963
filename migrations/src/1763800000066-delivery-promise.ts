import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the promise learned from real deliveries (docs/delivery-promise.md). `order_transits`: one
 * row per order with its lane, promised days, transit start and delivery (the async projection's
 * memory of each order, so a repeated or late event moves the order's contribution, never doubles it).
 * `lane_transit_stats`: per company and lane key (cep5/cep3/uf, packages/domain/src/promise) the
 * histogram of transit business days 0..60 and the deliveries on time / late against the promised date.
 */
export class DeliveryPromise1763800000066 implements MigrationInterface {
  name = 'DeliveryPromise1763800000066';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_transits (
        order_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        carrier_id text NOT NULL DEFAULT '',
        origin_id text NOT NULL DEFAULT '',
        from_zip text NOT NULL DEFAULT '',
        from_state text NOT NULL DEFAULT '',
        to_zip text NOT NULL DEFAULT '',
        to_state text NOT NULL DEFAULT '',
        created_on date NOT NULL,
        deadline date,
        promised_days smallint,
        started_at timestamptz,
        delivered_at timestamptz,
        cancelled boolean NOT NULL DEFAULT false,
        transit_days smallint
      )`);
    await db.query(`
      CREATE TABLE lane_transit_stats (
        company_id uuid NOT NULL,
        lane_key text NOT NULL,
        level text NOT NULL,
        carrier_id text NOT NULL,
        to_state text NOT NULL,
        histogram int[] NOT NULL,
        samples int NOT NULL,
        on_time int NOT NULL,
        late int NOT NULL,
        promised_days_sum int NOT NULL,
        promised_days_count int NOT NULL,
        PRIMARY KEY (company_id, lane_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE lane_transit_stats');
    await db.query('DROP TABLE order_transits');
  }
}
