import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ConfirmPickupPayload } from './confirm-pickup.payload.js';

export class ConfirmPickupCommand extends ActorCommand<ConfirmPickupPayload, { id: string; message: string }> {}
