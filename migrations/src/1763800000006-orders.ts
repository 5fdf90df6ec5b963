import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The orders read model: one row per order, shaped for the list and the detail (orders-pickups.md §2, §3). */
export class Orders1763800000006 implements MigrationInterface {
  name = 'Orders1763800000006';

  async up(db: QueryRunner): Promise<void> {
    // Trigrams serve the search box's "contains"; btree_gin lets one GIN index start with company_id.
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    // Measures in metres and kg, money in BRL. The recipient's name, tax id and place are copied out
    // of to_address into columns because the list filters and searches by them.
    await db.query(`
      CREATE TABLE orders (
        id                            uuid PRIMARY KEY,
        company_id                    uuid NOT NULL,
        reference                     text NOT NULL,
        status                        smallint NOT NULL,
        status_history                jsonb NOT NULL DEFAULT '[]',
        invoice_number                text,
        invoice_key                   text,
        is_drop_shipping              boolean NOT NULL DEFAULT false,
        carrier_id                    uuid,
        carrier_name                  text,
        to_address                    jsonb NOT NULL,
        recipient_name                text NOT NULL,
        recipient_tax_id              text NOT NULL,
        to_zip                        text NOT NULL,
        to_city                       text NOT NULL,
        to_state                      text NOT NULL,
        distribution_center_id        uuid,
        distribution_center_reference text,
        from_city                     text,
        shipments                     jsonb NOT NULL DEFAULT '[]',
        total_origins                 smallint NOT NULL DEFAULT 1,
        cargo_value                   numeric(14, 2) NOT NULL DEFAULT 0,
        estimated_cost                numeric(14, 2),
        deadline                      date,
        delivered_at                  timestamptz,
        pickup_id                     uuid,
        alert_type                    smallint,
        property                      jsonb NOT NULL DEFAULT '{}',
        search_text                   text NOT NULL,
        created_at                    timestamptz NOT NULL,
        updated_at                    timestamptz NOT NULL
      )`);
    // Unique per company whatever the case; also the index of filters[reference].
    await db.query('CREATE UNIQUE INDEX orders_reference ON orders (company_id, lower(reference))');
    // The list is newest first, paged; with a status filter (91 = status 2 without pickup) it uses the second.
    await db.query('CREATE INDEX orders_company_list ON orders (company_id, created_at DESC, id DESC)');
    await db.query('CREATE INDEX orders_company_status ON orders (company_id, status, created_at DESC)');
    await db.query(
      'CREATE INDEX orders_company_carrier ON orders (company_id, carrier_id, created_at DESC) WHERE carrier_id IS NOT NULL',
    );
    await db.query('CREATE INDEX orders_pickup ON orders (pickup_id) WHERE pickup_id IS NOT NULL');
    // search_text = lower(reference, recipient name, tax id digits, invoice number): "contains" by trigram.
    await db.query('CREATE INDEX orders_search ON orders USING gin (company_id, search_text gin_trgm_ops)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE orders');
  }
}
