import { ipThrottleGuard } from '../../../platform/http/ip-throttle.guard.js';

/** The CEP look-up is public: CEP_THROTTLE_LIMIT calls per IP per minute (malformed CEPs count too). */
export const CepThrottleGuard = ipThrottleGuard('cep', (config) => config.cepThrottleLimit, 'Muitas consultas de CEP.');
