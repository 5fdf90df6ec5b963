export type { PickupEvent } from './events/pickup-events.js';
export { PickupsModule } from './pickups.module.js';
