import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewPickupPayload } from './new-pickup.payload.js';

export class NewPickupCommand extends ActorCommand<NewPickupPayload, { id: string; message: string }> {}
