import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangePickupDatePayload } from './change-pickup-date.payload.js';

export class ChangePickupDateCommand extends ActorCommand<ChangePickupDatePayload, { id: string; message: string }> {}
