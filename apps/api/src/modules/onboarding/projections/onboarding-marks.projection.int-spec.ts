import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { OnboardingEvents } from '../events/onboarding-events.js';
import { OnboardingMarksProjection } from './onboarding-marks.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new OnboardingMarksProjection();

describe('onboarding-marks projection', () => {
  it("keeps each step's latest press, every submission, and the dismissal once", async () => {
    const companyId = randomUUID();
    const marked = (step: number, complete: boolean, data: Record<string, unknown> | null = null) => ({
      type: OnboardingEvents.StepMarked,
      data: { company_id: companyId, step, complete, data },
    });
    const dismissed = { type: OnboardingEvents.Dismissed, data: { company_id: companyId } };
    await project(db(), projection, { id: companyId, type: 'onboarding' }, [
      marked(2, true),
      marked(4, true, { freight_table: 'solicitar' }),
      marked(2, false),
      dismissed,
      dismissed,
    ]);
    expect(
      await runSql(
        db(),
        sql`SELECT step, complete FROM onboarding_marks WHERE company_id = ${companyId} ORDER BY step`,
      ),
    ).toEqual([
      { step: 2, complete: false },
      { step: 4, complete: true },
    ]);
    expect(
      await runSql(db(), sql`SELECT step, data FROM onboarding_submissions WHERE company_id = ${companyId}`),
    ).toEqual([{ step: 4, data: { freight_table: 'solicitar' } }]);
    expect(
      await runSql(db(), sql`SELECT count(*)::int AS n FROM onboarding_dismissals WHERE company_id = ${companyId}`),
    ).toEqual([{ n: 1 }]);
  });
});
