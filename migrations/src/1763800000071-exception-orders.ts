import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, modules as private rooms: the exceptions desk keeps its own projection of the orders'
 * company and status (exception_orders), which its scans and its projection read instead of the
 * orders table; filled here from the existing orders.
 */
export class ExceptionOrders1763800000071 implements MigrationInterface {
  name = 'ExceptionOrders1763800000071';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE exception_orders (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        status      smallint NOT NULL
      )`);
    // The scans look only at orders in transit or out for delivery.
    await db.query('CREATE INDEX exception_orders_moving ON exception_orders (status) WHERE status IN (3, 4)');
    await db.query('INSERT INTO exception_orders (id, company_id, status) SELECT id, company_id, status FROM orders');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE exception_orders');
  }
}
