import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { NewUserPayload } from './new-user.payload.js';

export class NewUserCommand extends ActorCommand<NewUserPayload, { id: string }> {}
