import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../domain/company.aggregate.js';
import { ChangeCompanyAuditCommand } from './change-company-audit.command.js';

/** Super admins switch the freight audit ('Auditoria de Frete' in the menu, GET me company.has_audit_enabled) per company. */
@CommandHandler(ChangeCompanyAuditCommand)
export class ChangeCompanyAuditHandler implements ICommandHandler<ChangeCompanyAuditCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, context }: ChangeCompanyAuditCommand): Promise<{ id: string; has_audit_enabled: boolean }> {
    const { aggregate: company } = await this.repository.load(new Company(payload.company_id));
    company.changeAudit(payload.has_audit_enabled);
    await this.repository.save(company, context);
    return { id: company.id, has_audit_enabled: payload.has_audit_enabled };
  }
}
