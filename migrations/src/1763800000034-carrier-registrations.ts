import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Carriers that registered themselves (settings/carriers/new without login), for the provider's staff. */
export class CarrierRegistrations1763800000034 implements MigrationInterface {
  name = 'CarrierRegistrations1763800000034';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE carrier_registrations (
        id             uuid PRIMARY KEY,
        name           text NOT NULL,
        canonical_name text NOT NULL,
        federal_tax_id text NOT NULL,
        state_tax_id   text NOT NULL,
        phone          text NOT NULL,
        cubage         integer NOT NULL,
        tms            text NOT NULL,
        address        jsonb NOT NULL,
        status         text NOT NULL,
        freight_files  jsonb,
        refusal_reason text,
        carrier_id     uuid,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX carrier_registrations_status ON carrier_registrations (status, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE carrier_registrations`);
  }
}
