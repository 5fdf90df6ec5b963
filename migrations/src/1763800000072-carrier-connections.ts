import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, modules as private rooms: carrier-integrations' own copy of its connections (the company
 * channels of type 2: company, connector, enabled, linked carriers, sealed credentials), folded from
 * the company-channel events, so its polls and the stale-tracking condition read no company_channels.
 * Filled from the company_channels read model as it stands; the connectors' catalogue ids are 101 on.
 */
export class CarrierConnections1763800000072 implements MigrationInterface {
  name = 'CarrierConnections1763800000072';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE carrier_connections (
        id                uuid PRIMARY KEY,
        company_id        uuid NOT NULL,
        channel_id        integer NOT NULL,
        enabled           boolean NOT NULL DEFAULT true,
        carrier_ids       uuid[] NOT NULL DEFAULT '{}',
        token_ciphertext  text,
        created_at        timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX carrier_connections_company ON carrier_connections (company_id)');
    await db.query(`
      INSERT INTO carrier_connections (id, company_id, channel_id, enabled, carrier_ids, token_ciphertext, created_at)
      SELECT id, company_id, channel_id, enabled, carrier_ids, token_ciphertext, created_at
        FROM company_channels WHERE channel_id >= 101`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE carrier_connections');
  }
}
