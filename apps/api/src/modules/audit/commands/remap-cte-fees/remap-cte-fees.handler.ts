import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { Cte } from '../../domain/cte.aggregate.js';
import { RemapCteFeesCommand } from './remap-cte-fees.command.js';

/** On the comparison: a CT-e fee compared with another quote fee (the two rows swap), per CT-e. */
@CommandHandler(RemapCteFeesCommand)
export class RemapCteFeesHandler implements ICommandHandler<RemapCteFeesCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: RemapCteFeesCommand): Promise<{ id: string; message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: cte } = await this.repository.load(new Cte(payload.cte_id));
    cte.remapFees(actor.companyId, [...new Set(payload.components)], payload.fee ?? null);
    await this.repository.save(cte, context);
    return { id: cte.id, message: 'Taxa remapeada com sucesso' };
  }
}
