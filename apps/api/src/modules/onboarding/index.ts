export { ONBOARDING_STEPS } from './domain/onboarding-steps.js';
export { Onboarding } from './domain/onboarding.aggregate.js';
export { OnboardingModule } from './onboarding.module.js';
export { landingOf } from './queries/onboarding-landing.js';
