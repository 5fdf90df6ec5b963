import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UpdateUserInfoPayload } from './update-user-info.payload.js';

export class UpdateUserInfoCommand extends ActorCommand<UpdateUserInfoPayload, { id: string }> {}
