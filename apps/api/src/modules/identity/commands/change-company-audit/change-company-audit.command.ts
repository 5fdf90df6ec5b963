import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeCompanyAuditPayload } from './change-company-audit.payload.js';

export class ChangeCompanyAuditCommand extends ActorCommand<
  ChangeCompanyAuditPayload,
  { id: string; has_audit_enabled: boolean }
> {}
