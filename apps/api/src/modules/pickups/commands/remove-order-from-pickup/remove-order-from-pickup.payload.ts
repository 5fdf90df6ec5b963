import { OrderTargetPayload } from '../../../orders/commands/shared/order-target.payload.js';

/** RemoveOrderFromPickup: the order, by id or reference. */
export class RemoveOrderFromPickupPayload extends OrderTargetPayload {}
