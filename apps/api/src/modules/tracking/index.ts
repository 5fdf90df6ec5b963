export { CaptchaVerifier } from './captcha/captcha-verifier.js';
export { brandingOf } from './company-branding.js';
export type { StoredBranding } from './company-branding.js';
export { TrackingThrottleGuard } from './tracking-throttle.guard.js';
export { CaptchaAnswerDto } from './tracking.dto.js';
export { TrackingModule } from './tracking.module.js';
