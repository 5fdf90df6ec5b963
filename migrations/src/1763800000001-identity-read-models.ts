import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the identity context: companies, users and their memberships. */
export class IdentityReadModels1763800000001 implements MigrationInterface {
  name = 'IdentityReadModels1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE companies (
        id                uuid PRIMARY KEY,
        company_id        uuid NOT NULL,
        name              text NOT NULL,
        has_audit_enabled boolean NOT NULL DEFAULT false,
        created_at        timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE users (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        name            text NOT NULL,
        email           text NOT NULL,
        password_hash   text NOT NULL,
        is_admin        boolean NOT NULL,
        is_super_admin  boolean NOT NULL,
        permissions     jsonb,
        confirmed_at    timestamptz,
        created_at      timestamptz NOT NULL,
        created_by_name text,
        updated_at      timestamptz NOT NULL
      )`);
    // Unique in the read model that is written in the same transaction as the event,
    // so two concurrent invitations of one address cannot both be appended.
    await db.query(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);
    await db.query(`CREATE INDEX users_company ON users (company_id, id)`);
    await db.query(`
      CREATE TABLE user_companies (
        user_id    uuid NOT NULL,
        company_id uuid NOT NULL,
        PRIMARY KEY (user_id, company_id)
      )`);
    await db.query(`CREATE INDEX user_companies_company ON user_companies (company_id)`);
    await db.query(`
      CREATE TABLE company_user_counts (
        company_id uuid PRIMARY KEY,
        users      integer NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE company_user_counts');
    await db.query('DROP TABLE user_companies');
    await db.query('DROP TABLE users');
    await db.query('DROP TABLE companies');
  }
}
