import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { DistributionCenter } from '../../domain/distribution-center.aggregate.js';
import { distributionCenterData } from '../shared/distribution-center-data.js';
import { UpdateDistributionCenterCommand } from './update-distribution-center.command.js';

@CommandHandler(UpdateDistributionCenterCommand)
export class UpdateDistributionCenterHandler implements ICommandHandler<UpdateDistributionCenterCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: UpdateDistributionCenterCommand): Promise<{ id: string }> {
    const { aggregate: center } = await this.repository.load(new DistributionCenter(payload.id));
    center.update(actor.companyId, distributionCenterData(payload));
    await this.repository.save(center, context);
    return { id: center.id };
  }
}
