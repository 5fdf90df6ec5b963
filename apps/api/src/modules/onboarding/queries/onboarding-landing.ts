import type { DataSource } from 'typeorm';
import { STEP_COUNT } from '../domain/onboarding-steps.js';

/**
 * Where a session of the company starts: /onboarding while its checklist is neither finished (every
 * step ticked, done or skipped) nor dismissed, else the dashboard.
 */
export async function landingOf(db: DataSource, companyId: string): Promise<string> {
  const [{ pending }] = await db.query(
    `SELECT NOT EXISTS (SELECT 1 FROM onboarding_dismissals WHERE company_id = $1)
        AND (SELECT count(*) FROM (SELECT step FROM onboarding_steps WHERE company_id = $1
                                   UNION SELECT step FROM onboarding_marks WHERE company_id = $1) s) < $2 AS pending`,
    [companyId, STEP_COUNT],
  );
  return pending ? '/onboarding' : '/dashboard';
}
