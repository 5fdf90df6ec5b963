import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateCarrierPayload } from './update-carrier.payload.js';

export class UpdateCarrierCommand extends ActorCommand<UpdateCarrierPayload, { id: string }> {}
