import { ipThrottleGuard } from '../../../platform/http/ip-throttle.guard.js';

/** TRACKING_THROTTLE_LIMIT calls per IP per minute for every public tracking, captcha and rating call. */
export const TrackingThrottleGuard = ipThrottleGuard(
  'tracking',
  (config) => config.trackingThrottleLimit,
  'Muitas consultas.',
);
