import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ResolveExceptionPayload } from './resolve-exception.payload.js';

export class ResolveExceptionCommand extends ActorCommand<ResolveExceptionPayload, { id: string }> {}
