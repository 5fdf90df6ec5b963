import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, 'the promise used': which deadline a company's quotes promise (the freight table's or the
 * one learned from its deliveries), at which confidence and minimum of deliveries, and what a lane
 * whose on-time rate falls under the threshold does (widen its promise, demote the carrier, nothing).
 */
export class PromiseSettings1763800000067 implements MigrationInterface {
  name = 'PromiseSettings1763800000067';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE companies
        ADD COLUMN promise_source text NOT NULL DEFAULT 'table' CHECK (promise_source IN ('table', 'learned')),
        ADD COLUMN promise_confidence smallint NOT NULL DEFAULT 90 CHECK (promise_confidence BETWEEN 50 AND 99),
        ADD COLUMN promise_min_samples integer NOT NULL DEFAULT 20 CHECK (promise_min_samples >= 1),
        ADD COLUMN lane_on_time_threshold smallint NOT NULL DEFAULT 85 CHECK (lane_on_time_threshold BETWEEN 0 AND 100),
        ADD COLUMN lane_breach_action text NOT NULL DEFAULT 'widen' CHECK (lane_breach_action IN ('widen', 'demote', 'none'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE companies DROP COLUMN promise_source, DROP COLUMN promise_confidence, DROP COLUMN promise_min_samples,
        DROP COLUMN lane_on_time_threshold, DROP COLUMN lane_breach_action`);
  }
}
