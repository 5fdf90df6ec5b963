import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { DistributionCenter } from '../../domain/distribution-center.aggregate.js';
import { RemoveDistributionCenterCommand } from './remove-distribution-center.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

@CommandHandler(RemoveDistributionCenterCommand)
export class RemoveDistributionCenterHandler implements ICommandHandler<RemoveDistributionCenterCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: RemoveDistributionCenterCommand): Promise<{ id: string }> {
    const [row] = await runSql(
      this.db,
      sql`SELECT id FROM distribution_centers WHERE company_id = ${actor.companyId} AND lower(reference) = lower(${payload.reference.trim()})`,
    );
    if (!row) throw new NotFound('CD não encontrado.');
    const { aggregate: center } = await this.repository.load(new DistributionCenter(row.id));
    center.remove(actor.companyId);
    await this.repository.save(center, context);
    return { id: center.id };
  }
}
