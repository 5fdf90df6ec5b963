import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Channels whose tokens expire (Tray: 3-hour access, 30-day refresh) and whose stores each have their
 * own API root: the sealed refresh token, when the access token expires, and the store's API address.
 */
export class ChannelTokenRefresh1763800000043 implements MigrationInterface {
  name = 'ChannelTokenRefresh1763800000043';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE company_channels
        ADD COLUMN api_address text,
        ADD COLUMN refresh_ciphertext text,
        ADD COLUMN token_expires_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE company_channels
        DROP COLUMN api_address,
        DROP COLUMN refresh_ciphertext,
        DROP COLUMN token_expires_at`);
  }
}
