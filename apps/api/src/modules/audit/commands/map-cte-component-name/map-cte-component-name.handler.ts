import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { AuditSettings } from '../../domain/audit-settings.aggregate.js';
import { MapCteComponentNameCommand } from './map-cte-component-name.command.js';

/** An entry of the company's component dictionary; imports and 'Reprocessar' read names with it. */
@CommandHandler(MapCteComponentNameCommand)
export class MapCteComponentNameHandler implements ICommandHandler<MapCteComponentNameCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: MapCteComponentNameCommand): Promise<{ name: string; message: string }> {
    await this.audit.assert(actor.companyId);
    const { aggregate: settings } = await this.repository.load(new AuditSettings(actor.companyId));
    const name = settings.mapComponentName(payload.name, payload.fee);
    await this.repository.save(settings, context);
    return { name, message: 'Componente mapeado com sucesso' };
  }
}
