import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { AuditSettings } from '../../domain/audit-settings.aggregate.js';
import { ChangeAuditToleranceCommand } from './change-audit-tolerance.command.js';

/** The company admin's tolerance on the audit settings screen; CT-e reconciled from now on are judged by it. */
@CommandHandler(ChangeAuditToleranceCommand)
export class ChangeAuditToleranceHandler implements ICommandHandler<ChangeAuditToleranceCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: ChangeAuditToleranceCommand): Promise<{ message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: settings } = await this.repository.load(new AuditSettings(actor.companyId));
    settings.changeTolerance({ percentage: payload.percentage ?? null, amount: payload.amount ?? null });
    await this.repository.save(settings, context);
    return { message: 'Tolerância salva com sucesso' };
  }
}
