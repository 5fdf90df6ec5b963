import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeAuditTolerancePayload } from './change-audit-tolerance.payload.js';

export class ChangeAuditToleranceCommand extends ActorCommand<ChangeAuditTolerancePayload, { message: string }> {}
