import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * dashboard_orders read per company and creation day, but only for its few rows of interest: the
 * rated orders (GET reviews) and the open ones (late open orders, KPI PA), so partial indexes.
 */
export class DashboardOrderIndexes1763800000020 implements MigrationInterface {
  name = 'DashboardOrderIndexes1763800000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX dashboard_orders_rated ON dashboard_orders (company_id, day) WHERE rate IS NOT NULL');
    await db.query(
      'CREATE INDEX dashboard_orders_open ON dashboard_orders (company_id, day) WHERE delivered_on IS NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX dashboard_orders_open');
    await db.query('DROP INDEX dashboard_orders_rated');
  }
}
