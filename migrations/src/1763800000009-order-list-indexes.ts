import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the list's deadline and alert filters over millions of orders (pnpm bench:orders):
 * open orders by deadline (delayed, today) and orders with an alert, each small beside the table.
 */
export class OrderListIndexes1763800000009 implements MigrationInterface {
  name = 'OrderListIndexes1763800000009';

  async up(db: QueryRunner): Promise<void> {
    // "Open" as the domain says: not delivered, not delivered/cancelled/returned (5, 9, 14).
    await db.query(`CREATE INDEX orders_open_deadline ON orders (company_id, deadline) WHERE delivered_at IS NULL AND status <> ALL('{5,9,14}'::smallint[])`);
    await db.query('CREATE INDEX orders_alerts ON orders (company_id, alert_type, created_at DESC) WHERE alert_type IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_open_deadline');
    await db.query('DROP INDEX orders_alerts');
  }
}
