export { DeliveryPromiseModule } from './delivery-promise.module.js';
export { LanePromises } from './lanes/lane-promises.js';
export { OPEN_TRANSITS } from './queries/open-transits.js';
export { PromiseQuotingModule } from './quoting/promise-quoting.module.js';
export type { QuotePromise } from './quoting/promised-quotes.js';
export { QuotePromises } from './quoting/quote-promises.js';
