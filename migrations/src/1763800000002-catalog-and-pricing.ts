import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the catalog (carriers, CDs) and pricing (freight tables, rules, quote history). */
export class CatalogAndPricing1763800000002 implements MigrationInterface {
  name = 'CatalogAndPricing1763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE companies ADD COLUMN quotation_view smallint NOT NULL DEFAULT 2`);
    // Carriers are the provider's shared catalog (company_id NULL) or a company's own.
    await db.query(`
      CREATE TABLE carriers (
        id              uuid PRIMARY KEY,
        company_id      uuid,
        name            text NOT NULL,
        canonical_name  text NOT NULL UNIQUE,
        federal_tax_id  text,
        state_tax_id    text,
        active          boolean NOT NULL DEFAULT true,
        image           text,
        city            text,
        state           text,
        phone           text,
        created_at      timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE distribution_centers (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        reference       text NOT NULL,
        name            text NOT NULL,
        expedition_time integer NOT NULL DEFAULT 0,
        address         jsonb NOT NULL,
        pickup_window   jsonb NOT NULL,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
    await db.query(
      `CREATE UNIQUE INDEX distribution_centers_reference ON distribution_centers (company_id, lower(reference))`,
    );
    await db.query(`
      CREATE TABLE freight_tables (
        id                     uuid PRIMARY KEY,
        company_id             uuid NOT NULL,
        carrier_id             uuid NOT NULL,
        name                   text NOT NULL,
        origin                 text NOT NULL,
        modal                  text NOT NULL,
        distribution_center_ids uuid[] NOT NULL DEFAULT '{}',
        cubage                 numeric NOT NULL,
        apply_icms             boolean NOT NULL,
        readjustment_percent   numeric NOT NULL DEFAULT 0,
        version                integer NOT NULL DEFAULT 3,
        active                 boolean NOT NULL DEFAULT false,
        main_destinations      jsonb NOT NULL,
        routes_count           integer NOT NULL,
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX freight_tables_company ON freight_tables (company_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE freight_table_routes (
        table_id   uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        routes     jsonb NOT NULL
      )`);
    await db.query(`
      CREATE TABLE freight_rules (
        id                     uuid PRIMARY KEY,
        company_id             uuid NOT NULL,
        name                   text NOT NULL,
        channel_id             integer,
        distribution_center_id uuid,
        carrier_id             uuid,
        start_at               date NOT NULL,
        end_at                 date,
        enabled                boolean NOT NULL DEFAULT true,
        routes                 jsonb NOT NULL,
        created_at             timestamptz NOT NULL,
        updated_at             timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX freight_rules_company ON freight_rules (company_id, created_at)`);
    // The quote history is a log, not domain state: written directly, never replayed.
    await db.query(`
      CREATE TABLE quotation_logs (
        id         bigserial PRIMARY KEY,
        company_id uuid NOT NULL,
        channel_id integer,
        channel    text,
        parameters jsonb NOT NULL,
        response   jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX quotation_logs_company ON quotation_logs (company_id, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'quotation_logs',
      'freight_rules',
      'freight_table_routes',
      'freight_tables',
      'distribution_centers',
      'carriers',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query('ALTER TABLE companies DROP COLUMN quotation_view');
  }
}
