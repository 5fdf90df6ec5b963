import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Freight audit beyond the comparison: per-company settings (tolerance, component names of its own),
 * each reconciled CT-e's decision (approved automatically within the tolerance, approved by hand,
 * waiting, disputed), the dispute with the carrier and its history, and the link of a complementary
 * or substitute CT-e to the original it refers to (linked_to: a complement folded into its original, or
 * an original replaced by its substitute; such rows leave the lists).
 */
export class AuditDisputes1763800000047 implements MigrationInterface {
  name = 'AuditDisputes1763800000047';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_settings (
        company_id            uuid PRIMARY KEY,
        tolerance_percentage  numeric(5, 2),
        tolerance_amount      numeric(14, 2),
        component_names       jsonb NOT NULL DEFAULT '{}',
        updated_at            timestamptz NOT NULL
      )`);
    await db.query(`
      ALTER TABLE ctes
        ADD COLUMN decision             text,
        ADD COLUMN history              jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN dispute              jsonb,
        ADD COLUMN dispute_status       text,
        ADD COLUMN dispute_resolved_at  timestamptz,
        ADD COLUMN recovered            numeric(14, 2),
        ADD COLUMN refers_to            char(44)[] NOT NULL DEFAULT '{}',
        ADD COLUMN linked_to            uuid`);
    // The decision filter of the reconciled tab, and the complements/substitutes of an original by its key.
    await db.query(
      'CREATE INDEX ctes_decision ON ctes (company_id, decision, created_at DESC) WHERE decision IS NOT NULL',
    );
    await db.query("CREATE INDEX ctes_refers_to ON ctes USING gin (refers_to) WHERE refers_to <> '{}'");
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX ctes_refers_to');
    await db.query('DROP INDEX ctes_decision');
    await db.query(`
      ALTER TABLE ctes DROP COLUMN decision, DROP COLUMN history, DROP COLUMN dispute, DROP COLUMN dispute_status,
        DROP COLUMN dispute_resolved_at, DROP COLUMN recovered, DROP COLUMN refers_to, DROP COLUMN linked_to`);
    await db.query('DROP TABLE audit_settings');
  }
}
