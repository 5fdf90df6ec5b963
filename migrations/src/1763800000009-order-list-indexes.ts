import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for millions of orders (pnpm bench:orders): open orders by deadline (delayed, today),
 * orders with an alert, invoice keys for the NF-e import, and the trigram search.
 */
export class OrderListIndexes1763800000009 implements MigrationInterface {
  name = 'OrderListIndexes1763800000009';

  async up(db: QueryRunner): Promise<void> {
    // "Open" as the domain says: not delivered, not delivered/cancelled/returned (5, 9, 14).
    await db.query(
      `CREATE INDEX orders_open_deadline ON orders (company_id, deadline) WHERE delivered_at IS NULL AND status <> ALL('{5,9,14}'::smallint[])`,
    );
    await db.query(
      'CREATE INDEX orders_alerts ON orders (company_id, alert_type, created_at DESC) WHERE alert_type IS NOT NULL',
    );
    // The search box's "contains" by trigram alone: with company_id as a btree_gin column first, one
    // big company's posting list made every search read it whole (153 ms against 71 on 2 million).
    await db.query('DROP INDEX orders_search');
    await db.query('CREATE INDEX orders_search_text ON orders USING gin (search_text gin_trgm_ops)');
    // The NF-e import refuses a key already imported: one look-up per invoice.
    await db.query('CREATE INDEX orders_invoice_key ON orders (company_id, invoice_key) WHERE invoice_key IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_open_deadline');
    await db.query('DROP INDEX orders_alerts');
    await db.query('DROP INDEX orders_invoice_key');
    await db.query('DROP INDEX orders_search_text');
    await db.query('CREATE INDEX orders_search ON orders USING gin (company_id, search_text gin_trgm_ops)');
  }
}
