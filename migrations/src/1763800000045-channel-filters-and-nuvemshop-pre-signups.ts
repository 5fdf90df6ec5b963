import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integration filters (settings.md §3 Filter) on the company_channels read model, and the stores that
 * came from Nuvemshop's app store without a Despacho account (public-account.md §2.14): the code is
 * exchanged at once (it lasts 5 minutes), the token kept sealed until the merchant signs in with the
 * store token (sid), or asks to be contacted.
 */
export class ChannelFiltersAndNuvemshopPreSignups1763800000045 implements MigrationInterface {
  name = 'ChannelFiltersAndNuvemshopPreSignups1763800000045';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE company_channels ADD COLUMN filter_map jsonb NOT NULL DEFAULT '{}'`);
    await db.query(`
      CREATE TABLE channel_pre_signups (
        store_token text PRIMARY KEY,
        channel_id int NOT NULL,
        store_id text NOT NULL,
        token_ciphertext text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        contact_name text,
        contact_email text,
        contact_phone text,
        contact_requested_at timestamptz,
        claimed_by_company_id uuid,
        claimed_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX channel_pre_signups_contacts ON channel_pre_signups (contact_requested_at DESC) WHERE contact_requested_at IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE channel_pre_signups');
    await db.query('ALTER TABLE company_channels DROP COLUMN filter_map');
  }
}
