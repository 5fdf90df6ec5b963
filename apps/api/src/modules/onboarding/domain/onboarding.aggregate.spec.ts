import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { OnboardingEvents } from '../events/onboarding-events.js';
import { Onboarding } from './onboarding.aggregate.js';

const dismissed = { type: OnboardingEvents.Dismissed, data: { company_id: 'company-a' } };
const marked = (step: number, complete: boolean, data: Record<string, unknown> | null = null) => ({
  type: OnboardingEvents.StepMarked,
  data: { company_id: 'company-a', step, complete, data },
});

describe('Onboarding', () => {
  it('marks a step done or skipped, with what the step sent, every time the button is pressed', () => {
    given(Onboarding.of('company-a'))
      .when((o) => o.mark(4, true, { freight_table: 'solicitar' }))
      .thenRaises(marked(4, true, { freight_table: 'solicitar' }));
    given(Onboarding.of('company-a'), marked(2, true))
      .when((o) => o.mark(2, false, null))
      .thenRaises(marked(2, false));
  });

  it('is dismissed once; dismissing again changes nothing', () => {
    given(Onboarding.of('company-a'))
      .when((o) => o.dismiss())
      .thenRaises(dismissed);
    given(Onboarding.of('company-a'), dismissed)
      .when((o) => o.dismiss())
      .thenRaisesNothing();
  });
});
