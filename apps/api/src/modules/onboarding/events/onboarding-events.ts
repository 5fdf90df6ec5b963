import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the onboarding checklist (stable; payload shapes versioned). */
export const OnboardingEvents = {
  StepMarked: 'onboarding.step-marked',
  Dismissed: 'onboarding.dismissed',
} as const;

/**
 * A step's button: done (complete true) or skipped (false). `data` is what the step sent (step 4's
 * freight table or 'solicitar', step 5's video), kept as a submission; null when only a button.
 */
export interface OnboardingStepMarked {
  company_id: string;
  step: number;
  complete: boolean;
  data: Record<string, unknown> | null;
}

/** The merchant chose to leave the checklist for later: login no longer lands on /onboarding. */
export interface OnboardingDismissed {
  company_id: string;
}

export type OnboardingEvent =
  | DomainEvent<typeof OnboardingEvents.StepMarked, OnboardingStepMarked>
  | DomainEvent<typeof OnboardingEvents.Dismissed, OnboardingDismissed>;
