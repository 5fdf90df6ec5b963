import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { decisionOf } from '../shared/cte-decision.payload.js';
import { ApproveCteCommand } from './approve-cte.command.js';

/** 'Aprovar' on the comparison: a CT-e waiting for a decision (or whose dispute was answered) is approved by hand. */
@CommandHandler(ApproveCteCommand)
export class ApproveCteHandler implements ICommandHandler<ApproveCteCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: ApproveCteCommand): Promise<{ id: string; message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: cte } = await this.repository.load(new Cte(payload.cte_id));
    cte.approve(actor.companyId, decisionOf(actor, payload.note));
    await this.repository.save(cte, context);
    return { id: cte.id, message: 'CT-e aprovado com sucesso' };
  }
}
