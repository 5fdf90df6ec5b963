import { trackingCodeOf } from '@despacho/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the order detail shows beyond the order's content: the public tracking code, carrier
 * occurrences, messages, attachments and the NF-e file, folded from the order's events.
 */
export class OrderTimeline1763800000007 implements MigrationInterface {
  name = 'OrderTimeline1763800000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN tracking_code   text,
        ADD COLUMN tracker_details jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN issues          jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN attachments     jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN invoice_path    text`);
    const orders: { id: string }[] = await db.query('SELECT id FROM orders');
    for (const { id } of orders)
      await db.query('UPDATE orders SET tracking_code = $2 WHERE id = $1', [id, trackingCodeOf(id)]);
    // The tracking pages look an order up by its code across companies.
    await db.query('CREATE INDEX orders_tracking_code ON orders (tracking_code)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_tracking_code');
    await db.query(
      'ALTER TABLE orders DROP COLUMN tracking_code, DROP COLUMN tracker_details, DROP COLUMN issues, DROP COLUMN attachments, DROP COLUMN invoice_path',
    );
  }
}
