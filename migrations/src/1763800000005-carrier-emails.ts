import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pickup-request e-mails per company and carrier: each company keeps its own list, even for the
 * shared catalog's carriers, and pickups read it when they e-mail a carrier.
 */
export class CarrierEmails1763800000005 implements MigrationInterface {
  name = 'CarrierEmails1763800000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE carrier_emails (
        company_id  uuid NOT NULL,
        carrier_id  uuid NOT NULL,
        emails      text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (company_id, carrier_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE carrier_emails');
  }
}
