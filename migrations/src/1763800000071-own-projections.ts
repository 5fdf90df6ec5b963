import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, modules as private rooms: modules keep their own projection of other modules' events
 * instead of reading their tables, filled here from the existing rows. The exceptions desk keeps the
 * orders' company and status (exception_orders), which its scans and its projection read; the
 * notifications keep the company and label of the orders and pickups they speak of
 * (notification_subjects).
 */
export class OwnProjections1763800000071 implements MigrationInterface {
  name = 'OwnProjections1763800000071';

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
    await db.query(`
      CREATE TABLE notification_subjects (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        label       text NOT NULL
      )`);
    await db.query(`
      INSERT INTO notification_subjects (id, company_id, label)
      SELECT id, company_id, reference FROM orders
      UNION ALL SELECT id, company_id, '#' || number FROM pickups`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE notification_subjects');
    await db.query('DROP TABLE exception_orders');
  }
}
