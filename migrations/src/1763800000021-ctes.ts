import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The freight audit's read model (public-account.md §3 CTE): one row per imported CT-e, with what was
 * read from it and, once reconciled, the snapshot of the order(s) its NF-e keys matched; `difference`
 * (CT-e total minus quote) feeds the up/down/no_diff filter.
 */
export class Ctes1763800000021 implements MigrationInterface {
  name = 'Ctes1763800000021';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ctes (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        batch_id        uuid,
        file_name       text NOT NULL,
        key             char(44) NOT NULL,
        number          text NOT NULL,
        carrier_cnpj    text,
        carrier_name    text,
        carrier_id      uuid,
        nfe_keys        text[] NOT NULL,
        freight_value   numeric(14, 2) NOT NULL,
        total_weight    numeric(14, 3),
        amount          numeric(14, 2),
        document        jsonb NOT NULL,
        fee_remaps      jsonb NOT NULL DEFAULT '{}',
        order_ids       uuid[],
        reference       text,
        orders          jsonb,
        quote_value     numeric(14, 2),
        difference      numeric(14, 2),
        reconciled_at   timestamptz,
        created_at      timestamptz NOT NULL,
        CONSTRAINT ctes_company_key UNIQUE (company_id, key)
      )`);
    // Both tabs list newest first within the company; the waiting ones are retried by NF-e key.
    await db.query(
      'CREATE INDEX ctes_reconciled ON ctes (company_id, created_at DESC, id DESC) WHERE reconciled_at IS NOT NULL',
    );
    await db.query(
      'CREATE INDEX ctes_waiting ON ctes (company_id, created_at DESC, id DESC) WHERE reconciled_at IS NULL',
    );
    await db.query('CREATE INDEX ctes_waiting_keys ON ctes USING gin (nfe_keys) WHERE reconciled_at IS NULL');
    // Orders without CT-e (the conciliation card's total_flix) look their id up here.
    await db.query('CREATE INDEX ctes_order_ids ON ctes USING gin (order_ids)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE ctes');
  }
}
