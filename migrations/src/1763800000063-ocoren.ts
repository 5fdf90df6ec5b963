import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OCOREN import (issue 30, docs/ocoren.md): the links a company gives its carriers to send their
 * files (revocable: the token names its row), and the lookups of an order by its NF that a 342 line
 * needs (the number inside the NF-e key, or the bare invoice number), so 100,000 lines stay fast.
 */
export class Ocoren1763800000063 implements MigrationInterface {
  name = 'Ocoren1763800000063';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ocoren_links (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        carrier_id  uuid NOT NULL,
        created_by  uuid,
        created_at  timestamptz NOT NULL DEFAULT now(),
        revoked_at  timestamptz,
        last_used_at timestamptz
      )`);
    await db.query(
      'CREATE INDEX ocoren_links_company ON ocoren_links (company_id, carrier_id) WHERE revoked_at IS NULL',
    );
    await db.query(
      'CREATE INDEX orders_invoice_key_number ON orders (company_id, substr(invoice_key, 26, 9)) WHERE invoice_key IS NOT NULL',
    );
    await db.query(
      `CREATE INDEX orders_invoice_number_bare ON orders (company_id, ltrim(invoice_number, '0')) WHERE invoice_key IS NULL AND invoice_number IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_invoice_number_bare');
    await db.query('DROP INDEX orders_invoice_key_number');
    await db.query('DROP TABLE ocoren_links');
  }
}
