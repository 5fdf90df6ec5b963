import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdatePickupPayload } from './update-pickup.payload.js';

export class UpdatePickupCommand extends ActorCommand<UpdatePickupPayload, { id: string; message: string }> {}
