import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { PickupConfirmed } from '../../events/pickup-events.js';

/** The carrier accepts one pickup from its link page (already checked to be its own, awaiting acceptance). */
export class AcceptCarrierPickupCommand extends ActorCommand<
  { id: string } & Omit<PickupConfirmed, 'at' | 'by'>,
  string
> {}
