import type { MigrationInterface, QueryRunner } from 'typeorm';

const FIGURES =
  'orders, freight_orders, amount_freight, delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count, damages, losses, ratings_count, ratings_sum';

/**
 * `pnpm bench:dashboard` over 2 M orders: a month of one company is ~7,500 dashboard_daily rows
 * spread over ~4,000 heap pages (rows are written in event order, not in day order), and the late
 * open orders (KPI PA) ~30,000 dashboard_orders rows as scattered. Covering indexes let both be read
 * by index-only scans, in (company, day) order, without visiting the heap.
 */
export class DashboardCoveringIndexes1763800000042 implements MigrationInterface {
  name = 'DashboardCoveringIndexes1763800000042';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX dashboard_daily_period ON dashboard_daily (company_id, day) INCLUDE (carrier_id, to_state, status, carrier_name, ${FIGURES})`,
    );
    await db.query('DROP INDEX dashboard_orders_open');
    await db.query(
      'CREATE INDEX dashboard_orders_open ON dashboard_orders (company_id, day) INCLUDE (carrier_id, status, deadline) WHERE delivered_on IS NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX dashboard_orders_open');
    await db.query(
      'CREATE INDEX dashboard_orders_open ON dashboard_orders (company_id, day) WHERE delivered_on IS NULL',
    );
    await db.query('DROP INDEX dashboard_daily_period');
  }
}
