import { OrderTargetPayload } from '../../../orders/index.js';

/** RemoveOrderFromPickup: the order, by id or reference. */
export class RemoveOrderFromPickupPayload extends OrderTargetPayload {}
