import type { MigrationInterface, QueryRunner } from 'typeorm';

const FIGURES =
  'orders, freight_orders, amount_freight, delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count, damages, losses, ratings_count, ratings_sum';

/**
 * `pnpm bench:dashboard` over 2 M orders: a year of dashboard_daily is ~90,000 rows (its key has the
 * destination state), so the 365-day calls took 150–250 ms; every call but the SLA by state can do
 * without the state. Two aggregates the projection keeps beside it:
 * - dashboard_carrier_daily: dashboard_daily's figures per company × creation day × carrier × status;
 * - dashboard_open_deadlines: the orders not delivered, per company × creation day × carrier × status ×
 *   deadline, so the late open orders (KPI PA) are a sum over deadlines before today instead of a
 *   count of every open order of the period in dashboard_orders.
 * GET reviews wants the period's newest ratings first, and the rating's time was only in the orders
 * row: dashboard_orders gets `rated_at` and an index in that order, so it reads the first `limit` rows.
 * The existing rows are filled from the current ones (the same sums a rebuild writes).
 */
export class DashboardCarrierAggregates1763800000048 implements MigrationInterface {
  name = 'DashboardCarrierAggregates1763800000048';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dashboard_carrier_daily (
        company_id          uuid NOT NULL,
        day                 date NOT NULL,
        carrier_id          text NOT NULL,
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
        PRIMARY KEY (company_id, day, carrier_id, status) INCLUDE (carrier_name, ${FIGURES})
      )`);
    await db.query(`
      INSERT INTO dashboard_carrier_daily (company_id, day, carrier_id, status, carrier_name, ${FIGURES})
      SELECT company_id, day, carrier_id, status, max(carrier_name), ${FIGURES.split(', ')
        .map((column) => `sum(${column})`)
        .join(', ')}
        FROM dashboard_daily GROUP BY company_id, day, carrier_id, status`);
    await db.query(`
      CREATE TABLE dashboard_open_deadlines (
        company_id uuid NOT NULL,
        day        date NOT NULL,
        carrier_id text NOT NULL,
        status     smallint NOT NULL,
        deadline   date NOT NULL,
        orders     integer NOT NULL,
        PRIMARY KEY (company_id, day, carrier_id, status, deadline) INCLUDE (orders)
      )`);
    await db.query(`
      INSERT INTO dashboard_open_deadlines (company_id, day, carrier_id, status, deadline, orders)
      SELECT company_id, day, carrier_id, status, deadline, count(*) FROM dashboard_orders
       WHERE delivered_on IS NULL AND deadline IS NOT NULL GROUP BY company_id, day, carrier_id, status, deadline`);
    await db.query('ALTER TABLE dashboard_orders ADD COLUMN rated_at timestamptz');
    await db.query(`
      UPDATE dashboard_orders d SET rated_at = (o.review->>'created_at')::timestamptz
        FROM orders o WHERE o.id = d.order_id AND d.rate IS NOT NULL AND o.review IS NOT NULL`);
    await db.query('DROP INDEX dashboard_orders_rated');
    await db.query(
      'CREATE INDEX dashboard_orders_rated ON dashboard_orders (company_id, rated_at DESC, order_id) INCLUDE (day, carrier_id, rate) WHERE rate IS NOT NULL',
    );
    // Its only reader, KPI PA, now sums dashboard_open_deadlines.
    await db.query('DROP INDEX dashboard_orders_open');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'CREATE INDEX dashboard_orders_open ON dashboard_orders (company_id, day) INCLUDE (carrier_id, status, deadline) WHERE delivered_on IS NULL',
    );
    await db.query('DROP INDEX dashboard_orders_rated');
    await db.query('CREATE INDEX dashboard_orders_rated ON dashboard_orders (company_id, day) WHERE rate IS NOT NULL');
    await db.query('ALTER TABLE dashboard_orders DROP COLUMN rated_at');
    await db.query('DROP TABLE dashboard_open_deadlines');
    await db.query('DROP TABLE dashboard_carrier_daily');
  }
}
