import { ipThrottleGuard } from '../../../platform/http/ip-throttle.guard.js';

/** CNPJ_THROTTLE_LIMIT look-ups per IP per minute (malformed CNPJs count too). */
export const CnpjThrottleGuard = ipThrottleGuard(
  'cnpj',
  (config) => config.cnpjThrottleLimit,
  'Muitas consultas de CNPJ.',
);

/** REGISTER_THROTTLE_LIMIT sign-ups per IP per minute, on top of the captcha. */
export const RegisterThrottleGuard = ipThrottleGuard(
  'register',
  (config) => config.registerThrottleLimit,
  'Muitos cadastros a partir deste endereço.',
);

/** Carrier registrations and their file uploads: REGISTER_THROTTLE_LIMIT per IP per minute, counted apart. */
export const CarrierRegistrationThrottleGuard = ipThrottleGuard(
  'carrier-registration',
  (config) => config.registerThrottleLimit,
  'Muitos cadastros a partir deste endereço.',
);
