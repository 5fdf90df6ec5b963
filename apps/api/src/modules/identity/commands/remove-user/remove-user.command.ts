import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { UserIdPayload } from '../user-id.payload.js';

/** The spec names this action both DeleteUser and RemoveUser; both map here. */
export class RemoveUserCommand extends ActorCommand<UserIdPayload, { id: string }> {}
