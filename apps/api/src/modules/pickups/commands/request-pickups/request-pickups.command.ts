import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { PickupRequested } from '../../events/pickup-events.js';

/** NewPickup's pickups, numbered: sent once the orders fit, so a retry keeps the numbers. */
export class RequestPickupsCommand extends ActorCommand<
  { pickups: ({ id: string } & Omit<PickupRequested, 'pickup_id'>)[] },
  void
> {}
