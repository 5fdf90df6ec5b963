import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bulk search matches whole identifiers (reference, tracking code, invoice number and key, tax
 * id): one GIN lookup per line instead of a trigram scan. An expression index, so the projection
 * writes nothing new; the list query repeats the expression (ORDER_SEARCH_KEYS) to use it.
 */
export class OrderSearchKeys1763800000014 implements MigrationInterface {
  name = 'OrderSearchKeys1763800000014';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'CREATE INDEX orders_search_keys ON orders USING gin ((ARRAY[lower(reference), lower(tracking_code), lower(invoice_number), lower(invoice_key), recipient_tax_id]))',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_search_keys');
  }
}
