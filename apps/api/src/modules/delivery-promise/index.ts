export { DeliveryPromiseModule } from './delivery-promise.module.js';
export { LanePromises } from './queries/lanes/lane-promises.js';
export { OPEN_TRANSITS } from './queries/open-transits.js';
export { PromiseQuotingModule } from './promise-quoting.module.js';
export type { QuotePromise } from './queries/quoting/promised-quotes.js';
export { QuotePromises } from './queries/quoting/quote-promises.js';
