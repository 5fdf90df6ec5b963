import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Company sign-ups (POST register): the wizard's answers per company, for the provider's staff. The
 * unique CNPJ is what refuses a second sign-up of the same company.
 */
export class CompanySignUps1763800000033 implements MigrationInterface {
  name = 'CompanySignUps1763800000033';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE company_sign_ups (
        company_id     uuid PRIMARY KEY,
        name           text NOT NULL,
        legal_name     text NOT NULL,
        federal_tax_id text NOT NULL,
        state_tax_id   text NOT NULL,
        users          jsonb NOT NULL,
        integrations   jsonb NOT NULL,
        expenses       jsonb NOT NULL,
        created_at     timestamptz NOT NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX company_sign_ups_federal_tax_id ON company_sign_ups (federal_tax_id)`);
    await db.query(`CREATE INDEX company_sign_ups_created_at ON company_sign_ups (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE company_sign_ups`);
  }
}
