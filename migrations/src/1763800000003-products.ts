import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the product catalog (SKUs with volumes) and the status of its CSV imports. */
export class Products1763800000003 implements MigrationInterface {
  name = 'Products1763800000003';

  async up(db: QueryRunner): Promise<void> {
    // Measures in metres and kg; property holds the extra volumes [{width, height, length, weight, quantity}].
    await db.query(`
      CREATE TABLE products (
        id                     uuid PRIMARY KEY,
        company_id             uuid NOT NULL,
        reference              text NOT NULL,
        description            text NOT NULL,
        price                  numeric(14, 2) NOT NULL,
        distribution_center_id uuid,
        expedition_time        integer NOT NULL DEFAULT 0,
        width                  numeric(10, 4) NOT NULL,
        height                 numeric(10, 4) NOT NULL,
        length                 numeric(10, 4) NOT NULL,
        weight                 numeric(12, 3) NOT NULL,
        quantity               integer NOT NULL,
        property               jsonb NOT NULL DEFAULT '[]',
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL
      )`);
    // SKUs are unique per company whatever their case; the index also serves look-ups by SKU list.
    await db.query(`CREATE UNIQUE INDEX products_reference ON products (company_id, lower(reference))`);
    await db.query(`CREATE INDEX products_company_list ON products (company_id, created_at DESC, id)`);
    await db.query(
      `CREATE INDEX products_without_origin ON products (company_id, created_at DESC) WHERE distribution_center_id IS NULL`,
    );
    await db.query(
      `CREATE INDEX products_distribution_center ON products (distribution_center_id) WHERE distribution_center_id IS NOT NULL`,
    );
    // A CSV import is a background task, not domain state: written directly by its job.
    await db.query(`
      CREATE TABLE product_imports (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        user_id     uuid,
        path        text NOT NULL,
        status      text NOT NULL DEFAULT 'pending',
        total_rows  integer,
        processed   integer NOT NULL DEFAULT 0,
        created     integer NOT NULL DEFAULT 0,
        updated     integer NOT NULL DEFAULT 0,
        failed      integer NOT NULL DEFAULT 0,
        errors      jsonb NOT NULL DEFAULT '[]',
        message     text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        started_at  timestamptz,
        finished_at timestamptz
      )`);
    await db.query(`CREATE INDEX product_imports_company ON product_imports (company_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE product_imports');
    await db.query('DROP TABLE products');
  }
}
