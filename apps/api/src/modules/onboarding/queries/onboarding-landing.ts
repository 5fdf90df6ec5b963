import type { DataSource } from 'typeorm';
import { STEP_COUNT } from '../domain/onboarding-steps.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * Where a session of the company starts: /onboarding while its checklist is neither finished (every
 * step ticked, done or skipped) nor dismissed, else the dashboard.
 */
export async function landingOf(db: DataSource, companyId: string): Promise<string> {
  const [{ pending }] = await runSql(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM onboarding_dismissals WHERE company_id = ${companyId})
        AND (SELECT count(*) FROM (SELECT step FROM onboarding_steps WHERE company_id = ${companyId}
                                   UNION SELECT step FROM onboarding_marks WHERE company_id = ${companyId}) s) < ${STEP_COUNT} AS pending`,
  );
  return pending ? '/onboarding' : '/dashboard';
}
