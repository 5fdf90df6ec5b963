import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's CNPJ on the company itself, unique, so any company (seeded, created by the staff or
 * signed up) refuses a second sign-up with its CNPJ; earlier sign-ups' CNPJs copied over.
 */
export class CompanyFederalTaxId1763800000055 implements MigrationInterface {
  name = 'CompanyFederalTaxId1763800000055';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies ADD COLUMN federal_tax_id text');
    await db.query(
      'UPDATE companies c SET federal_tax_id = s.federal_tax_id FROM company_sign_ups s WHERE s.company_id = c.id',
    );
    await db.query(
      'CREATE UNIQUE INDEX companies_federal_tax_id ON companies (federal_tax_id) WHERE federal_tax_id IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies DROP COLUMN federal_tax_id');
  }
}
