import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, 'Rastreamento desatualizado': how many business days without a carrier event make a
 * shipment in transit stale, per company (2 by default). And the tracking rows of the orders that
 * existed before the shipment trackings projection (migration 0060): one per volume, keyed by the
 * order's NF-e key (no volume had a tracking number then), closed when the order is final.
 */
export class StaleTracking1763800000061 implements MigrationInterface {
  name = 'StaleTracking1763800000061';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies ADD COLUMN stale_tracking_days smallint NOT NULL DEFAULT 2');
    await db.query(`
      INSERT INTO shipment_trackings (order_id, shipment_id, company_id, carrier_id, tracking_key, invoice_key, open, opened_at)
      SELECT o.id, s->>'id', o.company_id, COALESCE((s->'carrier'->>'id')::uuid, o.carrier_id),
             COALESCE(s->>'tracking_number', o.invoice_key), o.invoice_key, o.status NOT IN (5, 9, 14), o.created_at
        FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.shipments) s
       WHERE s ? 'id'
      ON CONFLICT (order_id, shipment_id) DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The backfilled rows stay: the projection would have written the same.
    await db.query('ALTER TABLE companies DROP COLUMN stale_tracking_days');
  }
}
