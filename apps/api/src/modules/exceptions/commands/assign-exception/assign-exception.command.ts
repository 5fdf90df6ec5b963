import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { AssignExceptionPayload } from './assign-exception.payload.js';

export class AssignExceptionCommand extends ActorCommand<AssignExceptionPayload, { id: string }> {}
