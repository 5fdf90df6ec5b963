import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { visibleCarriersOf } from '../../../catalog/index.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { FreightTableAggregate } from '../../domain/freight-table.aggregate.js';
import type { ImportedTable } from '../import-freight-table/import-freight-table.command.js';
import { ReuseFreightTableCommand } from './reuse-freight-table.command.js';

/** The copy is a new table, inactive: the company switches it on from its list. */
@CommandHandler(ReuseFreightTableCommand)
export class ReuseFreightTableHandler implements ICommandHandler<ReuseFreightTableCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: ReuseFreightTableCommand): Promise<ImportedTable> {
    const { aggregate: source } = await this.repository.load(new FreightTableAggregate(payload.freight_table_id));
    const copy = new FreightTableAggregate(randomUUID());
    copy.cloneFrom(source, payload.company_id, actor.companyId);
    const { carrier_id, routes } = copy.contents!;
    // A carrier registered by the client alone is not in this company's catalogue.
    const [carrier] = await visibleCarriersOf(this.db, actor.companyId, [carrier_id]);
    if (!carrier)
      throw new InvalidInput(
        'A transportadora desta tabela é exclusiva do cliente e não pode ser usada nesta empresa.',
      );
    await this.repository.save(copy, context);
    return { id: copy.id, routes: routes.length };
  }
}
