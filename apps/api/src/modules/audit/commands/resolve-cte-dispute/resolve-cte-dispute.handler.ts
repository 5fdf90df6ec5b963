import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { decisionOf } from '../shared/cte-decision.payload.js';
import { ResolveCteDisputeCommand } from './resolve-cte-dispute.command.js';

/** The carrier's answer to a dispute, recorded on the comparison; an accepted one counts as money recovered. */
@CommandHandler(ResolveCteDisputeCommand)
export class ResolveCteDisputeHandler implements ICommandHandler<ResolveCteDisputeCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: ResolveCteDisputeCommand): Promise<{ id: string; message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: cte } = await this.repository.load(new Cte(payload.cte_id));
    cte.resolveDispute(actor.companyId, payload.status, decisionOf(actor, payload.note));
    await this.repository.save(cte, context);
    return {
      id: cte.id,
      message: payload.status === 'aceita' ? 'Contestação aceita registrada' : 'Contestação recusada registrada',
    };
  }
}
