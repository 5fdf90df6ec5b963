import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's read side (async projection "dashboard-daily"): each order's current figures in
 * dashboard_orders, and their sums per company, creation day, carrier, destination state and status
 * in dashboard_daily, so a dashboard call reads a few hundred rows instead of the orders.
 */
export class DashboardDaily1763800000018 implements MigrationInterface {
  name = 'DashboardDaily1763800000018';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dashboard_orders (
        order_id       uuid PRIMARY KEY,
        company_id     uuid NOT NULL,
        day            date NOT NULL,
        carrier_id     text NOT NULL,
        carrier_name   text NOT NULL,
        to_state       text NOT NULL,
        status         smallint NOT NULL,
        estimated_cost numeric(14, 2),
        deadline       date,
        delivered_on   date,
        damage         boolean NOT NULL,
        loss           boolean NOT NULL,
        rate           smallint
      )`);
    await db.query(`
      CREATE TABLE dashboard_daily (
        company_id          uuid NOT NULL,
        day                 date NOT NULL,
        carrier_id          text NOT NULL,
        to_state            text NOT NULL,
        status              smallint NOT NULL,
        carrier_name        text NOT NULL,
        orders              integer NOT NULL,
        freight_orders      integer NOT NULL,
        amount_freight      numeric(16, 2) NOT NULL,
        delivered_on_time   integer NOT NULL,
        delivered_late      integer NOT NULL,
        delivery_days_sum   integer NOT NULL,
        delivery_days_count integer NOT NULL,
        damages             integer NOT NULL,
        losses              integer NOT NULL,
        ratings_count       integer NOT NULL,
        ratings_sum         integer NOT NULL,
        PRIMARY KEY (company_id, day, carrier_id, to_state, status)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE dashboard_daily');
    await db.query('DROP TABLE dashboard_orders');
  }
}
