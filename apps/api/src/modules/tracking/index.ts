export { CaptchaVerifier } from './adapters/captcha/captcha-verifier.js';
export { brandingOf } from './queries/company-branding.js';
export type { StoredBranding } from './queries/company-branding.js';
export { TrackingThrottleGuard } from './http/tracking-throttle.guard.js';
export { CaptchaAnswerDto } from './http/tracking.dto.js';
export { TrackingModule } from './tracking.module.js';
