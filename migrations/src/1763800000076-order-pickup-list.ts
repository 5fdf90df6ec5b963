import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, the list of one pickup's orders under 40 ms on 2 million orders. The list's capped count
 * (company and pickup) found the pickup's rows in orders_pickup but read each one's heap page for its
 * company: 2,000 random pages for a pickup of 2,000 orders. With the company as the second key the
 * count is an index-only scan and the page still comes in the list's order; the pickups' own totals
 * (by pickup alone) still use the first key. Same rows as before (partial), so no new cost on NewOrder.
 */
export class OrderPickupList1763800000076 implements MigrationInterface {
  name = 'OrderPickupList1763800000076';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_pickup');
    await db.query(
      'CREATE INDEX orders_pickup ON orders (pickup_id, company_id, created_at DESC, id DESC) WHERE pickup_id IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_pickup');
    await db.query(
      'CREATE INDEX orders_pickup ON orders (pickup_id, created_at DESC, id DESC) WHERE pickup_id IS NOT NULL',
    );
  }
}
