import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { companyOf, mayTickStep, stepTickedBy } from '../domain/onboarding-steps.js';
import { runSql, sql, unnest } from '../../../platform/database/sql.js';

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

  apply(event: StoredEvent, db: EntityManager): Promise<void> {
    return this.applyBatch([event], db);
  }

  /** One statement per batch: each company's step once, dated by its first event (the table keeps an earlier date). */
  async applyBatch(events: StoredEvent[], db: EntityManager): Promise<void> {
    const ticks = new Map<string, { companyId: string; step: number; at: Date }>();
    for (const event of events) {
      const step = stepTickedBy(event);
      const companyId = companyOf(event);
      const key = `${companyId}:${step}`;
      if (step !== null && companyId && !ticks.has(key)) ticks.set(key, { companyId, step, at: event.occurred_at });
    }
    if (!ticks.size) return;
    const rows = [...ticks.values()];
    await runSql(
      db,
      sql`INSERT INTO onboarding_steps (company_id, step, completed_at)
          SELECT * FROM ${unnest(
            [rows.map((row) => row.companyId), rows.map((row) => row.step), rows.map((row) => row.at)],
            ['uuid', 'int2', 'timestamptz'],
          )}
          ON CONFLICT DO NOTHING`,
    );
  }
}
