import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password recovery: the sha256 of the user's pending reset token (null when none; a newer request
 * replaces it, a password change clears it), and the session version that session tokens carry:
 * a password change bumps it, so every token issued before no longer passes the JWT strategy.
 */
export class PasswordReset1763800000019 implements MigrationInterface {
  name = 'PasswordReset1763800000019';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE users ADD COLUMN password_reset_token_hash text, ADD COLUMN session_version integer NOT NULL DEFAULT 0`,
    );
    await db.query(
      `CREATE UNIQUE INDEX users_password_reset_token ON users (password_reset_token_hash) WHERE password_reset_token_hash IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN password_reset_token_hash, DROP COLUMN session_version`);
  }
}
