import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The logo and colours of a company's tracking pages (public-account.md §2.1 /tracking/c/{company}). */
export class CompanyBranding1763800000012 implements MigrationInterface {
  name = 'CompanyBranding1763800000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies ADD COLUMN tracking_branding jsonb');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE companies DROP COLUMN tracking_branding');
  }
}
