import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { DistributionCenter } from '../../domain/distribution-center.aggregate.js';
import { distributionCenterData } from '../shared/distribution-center-data.js';
import { NewDistributionCenterCommand } from './new-distribution-center.command.js';

/** A repeated reference is refused by the read model's unique index (company, reference). */
@CommandHandler(NewDistributionCenterCommand)
export class NewDistributionCenterHandler implements ICommandHandler<NewDistributionCenterCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: NewDistributionCenterCommand): Promise<{ id: string }> {
    const center = new DistributionCenter(randomUUID());
    center.register(actor.companyId, distributionCenterData(payload));
    await this.repository.save(center, context);
    return { id: center.id };
  }
}
