import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { AuditSettings } from '../../domain/audit-settings.aggregate.js';
import { UnmapCteComponentNameCommand } from './unmap-cte-component-name.command.js';

/** Removes an entry of the company's component dictionary. */
@CommandHandler(UnmapCteComponentNameCommand)
export class UnmapCteComponentNameHandler implements ICommandHandler<UnmapCteComponentNameCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: UnmapCteComponentNameCommand): Promise<{ message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: settings } = await this.repository.load(new AuditSettings(actor.companyId));
    settings.unmapComponentName(payload.name);
    await this.repository.save(settings, context);
    return { message: 'Mapeamento removido com sucesso' };
  }
}
