import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { RemoveOrderFromPickupPayload } from './remove-order-from-pickup.payload.js';

export class RemoveOrderFromPickupCommand extends ActorCommand<
  RemoveOrderFromPickupPayload,
  { id: string; message: string }
> {}
