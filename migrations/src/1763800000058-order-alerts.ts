import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order's `alerts[]` (orders-pickups.md §3: each alert's type and the occurrence that raised it).
 * The projection appends one per occurrence that raises an alert; existing rows are filled from their
 * occurrences' codes (178/179 Avaria, 123 Extravio, 126 Mercadoria Retida). An alert typed by hand
 * without a code is only in the event log: `pnpm rebuild-projections` restores it.
 */
export class OrderAlerts1763800000058 implements MigrationInterface {
  name = 'OrderAlerts1763800000058';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN alerts jsonb NOT NULL DEFAULT '[]'`);
    await db.query(`
      UPDATE orders o SET alerts = raised.alerts
        FROM (SELECT o2.id, jsonb_agg(jsonb_build_object(
                       'type', CASE d->>'code' WHEN '123' THEN 2 WHEN '126' THEN 3 ELSE 1 END,
                       'tracker_detail', d) ORDER BY d->>'occurred_at') AS alerts
                FROM orders o2, jsonb_array_elements(o2.tracker_details) d
               WHERE o2.alert_type IS NOT NULL AND d->>'code' IN ('178', '179', '123', '126')
               GROUP BY o2.id) raised
       WHERE raised.id = o.id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN alerts');
  }
}
