export type { PickupEvent } from './events/pickup-events.js';
export { PickupsModule } from './pickups.module.js';
export { CarrierLinkTokens } from './adapters/carrier-link-tokens.js';
export { Pickup } from './domain/pickup.aggregate.js';
