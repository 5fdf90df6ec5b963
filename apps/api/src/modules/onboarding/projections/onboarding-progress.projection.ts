import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { companyOf, mayTickStep, stepTickedBy } from '../domain/onboarding-steps.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * Async: ticks a company's step when the step's own event happens anywhere in the product (a CD
 * registered, a table activated, the first order...). The first such event dates the step.
 */
@Injectable()
export class OnboardingProgressProjection implements Projection {
  readonly name = 'onboarding-progress';
  readonly tables = ['onboarding_steps'];

  handles(type: string): boolean {
    return mayTickStep(type);
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    const step = stepTickedBy(event);
    const companyId = companyOf(event);
    if (step === null || !companyId) return;
    await runSql(
      db,
      sql`INSERT INTO onboarding_steps (company_id, step, completed_at) VALUES (${companyId}, ${step}, ${event.occurred_at}) ON CONFLICT DO NOTHING`,
    );
  }
}
