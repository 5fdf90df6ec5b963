export { DeliveryPromiseModule } from './delivery-promise.module.js';
export { LanePromises } from './queries/lanes/lane-promises.js';
export { OPEN_TRANSITS } from './queries/open-transits.js';
