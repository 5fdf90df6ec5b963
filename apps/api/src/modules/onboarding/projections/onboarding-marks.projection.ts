import type { OnboardingEvent } from '../events/onboarding-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { OnboardingEvents } from '../events/onboarding-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(OnboardingEvents));

/** Inline: the merchant's own buttons, read right after the click (the latest press of a step wins). */
@Injectable()
export class OnboardingMarksProjection implements Projection<OnboardingEvent> {
  readonly name = 'onboarding-marks';
  readonly tables = ['onboarding_marks', 'onboarding_submissions', 'onboarding_dismissals'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<OnboardingEvent>, db: EntityManager): Promise<void> {
    switch (event.type) {
      case OnboardingEvents.Dismissed: {
        const { company_id } = event.data;
        await runSql(
          db,
          sql`INSERT INTO onboarding_dismissals (company_id, dismissed_at) VALUES (${company_id}, ${event.occurred_at}) ON CONFLICT DO NOTHING`,
        );
        return;
      }
      case OnboardingEvents.StepMarked: {
        const { company_id, step, complete, data } = event.data;
        await runSql(
          db,
          sql`INSERT INTO onboarding_marks (company_id, step, complete, marked_at) VALUES (${company_id}, ${step}, ${complete}, ${event.occurred_at})
         ON CONFLICT (company_id, step) DO UPDATE SET complete = EXCLUDED.complete, marked_at = EXCLUDED.marked_at`,
        );
        if (data) {
          await runSql(
            db,
            sql`INSERT INTO onboarding_submissions (event_id, company_id, step, data, created_at) VALUES (${event.id}, ${company_id}, ${step}, ${data}, ${event.occurred_at})`,
          );
        }
        return;
      }
      default:
        unfolded(event);
    }
  }
}
