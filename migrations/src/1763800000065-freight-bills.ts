import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DOCCOB import (issue 31, docs/edi-files.md): the carriers' freight bills (352) and the CT they
 * charge (353, kept as a list on the bill). Whether each CT is in Despacho, waiting, disputed… is
 * read from ctes when the bill is shown, so a CT-e imported later counts at once.
 */
export class FreightBills1763800000065 implements MigrationInterface {
  name = 'FreightBills1763800000065';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE freight_bills (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        file_name     text NOT NULL,
        carrier_cnpj  text NOT NULL,
        carrier_name  text,
        carrier_id    uuid,
        series        text NOT NULL,
        number        text NOT NULL,
        issued_on     date,
        due_on        date,
        amount        numeric(14, 2) NOT NULL,
        ctes          jsonb NOT NULL,
        created_by    uuid,
        created_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT freight_bills_number UNIQUE (company_id, carrier_cnpj, series, number)
      )`);
    await db.query('CREATE INDEX freight_bills_company ON freight_bills (company_id, created_at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE freight_bills');
  }
}
