import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The quote history's documents as `json` instead of `jsonb`. Every quote a shop's checkout asks for
 * is a row (~5,000 a second under bench:quote), and PostgreSQL spent ~70 µs of CPU on each, half of it
 * turning ~100 numbers and keys into jsonb, on the same two cores as the API. `json` only checks the
 * text and keeps it (~35 µs a row). The history is read whole, 20 rows a page or 10,000 for the CSV,
 * and never searched inside; the API reads both types with the same JSON.parse.
 */
export class QuotationLogsJson1763800000052 implements MigrationInterface {
  name = 'QuotationLogsJson1763800000052';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE quotation_logs ALTER COLUMN parameters TYPE json USING parameters::json, ALTER COLUMN response TYPE json USING response::json',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE quotation_logs ALTER COLUMN parameters TYPE jsonb USING parameters::jsonb, ALTER COLUMN response TYPE jsonb USING response::jsonb',
    );
  }
}
