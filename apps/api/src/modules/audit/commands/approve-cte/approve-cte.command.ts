import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ApproveCtePayload } from './approve-cte.payload.js';

export class ApproveCteCommand extends ActorCommand<ApproveCtePayload, { id: string; message: string }> {}
