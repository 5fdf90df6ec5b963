import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newest orders of a shop are mostly new ones: a filter they rarely match (a pickup's orders,
 * orders with any alert, delivered ones) made PostgreSQL walk the whole list newest first, skipping
 * them (150–230 ms past 130,000 recent orders). These indexes end with the list's own order
 * (created_at DESC, id DESC), so the page is read straight from the filter's index (under 1 ms).
 */
export class OrderListRareFilters1763800000015 implements MigrationInterface {
  name = 'OrderListRareFilters1763800000015';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_company_status');
    await db.query('CREATE INDEX orders_company_status ON orders (company_id, status, created_at DESC, id DESC)');
    await db.query('DROP INDEX orders_pickup');
    await db.query(
      'CREATE INDEX orders_pickup ON orders (pickup_id, created_at DESC, id DESC) WHERE pickup_id IS NOT NULL',
    );
    await db.query('DROP INDEX orders_alerts');
    await db.query(
      'CREATE INDEX orders_alerts ON orders (company_id, created_at DESC, id DESC) WHERE alert_type IS NOT NULL',
    );
    // Delivered early / late: written on delivery only, so creating an order does not pay for it.
    await db.query(
      'CREATE INDEX orders_delivered ON orders (company_id, created_at DESC, id DESC) WHERE delivered_at IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_delivered');
    await db.query('DROP INDEX orders_alerts');
    await db.query(
      'CREATE INDEX orders_alerts ON orders (company_id, alert_type, created_at DESC) WHERE alert_type IS NOT NULL',
    );
    await db.query('DROP INDEX orders_pickup');
    await db.query('CREATE INDEX orders_pickup ON orders (pickup_id) WHERE pickup_id IS NOT NULL');
    await db.query('DROP INDEX orders_company_status');
    await db.query('CREATE INDEX orders_company_status ON orders (company_id, status, created_at DESC)');
  }
}
