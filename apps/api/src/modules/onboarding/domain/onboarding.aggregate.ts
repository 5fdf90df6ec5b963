import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  OnboardingEvents,
  type OnboardingDismissed,
  type OnboardingEvent,
  type OnboardingStepMarked,
} from '../events/onboarding-events.js';

/** A company's checklist as the buttons left it: one stream per company. */
export class Onboarding extends Aggregate<OnboardingEvent> {
  readonly streamType = 'onboarding';
  dismissed = false;

  /** The stream of `companyId` (the aggregate id is the company's). */
  static of(companyId: string): Onboarding {
    return new Onboarding(companyId);
  }

  mark(step: number, complete: boolean, data: Record<string, unknown> | null): void {
    this.raise(OnboardingEvents.StepMarked, {
      company_id: this.id,
      step,
      complete,
      data,
    } satisfies OnboardingStepMarked);
  }

  /** Dismissing twice changes nothing. */
  dismiss(): void {
    if (this.dismissed) return;
    this.raise(OnboardingEvents.Dismissed, { company_id: this.id } satisfies OnboardingDismissed);
  }

  protected evolve({ type }: OnboardingEvent): void {
    if (type === OnboardingEvents.Dismissed) this.dismissed = true;
  }
}
