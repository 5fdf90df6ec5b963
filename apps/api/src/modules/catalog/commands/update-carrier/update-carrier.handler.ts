import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Carrier } from '../../domain/carrier.aggregate.js';
import { carrierData } from '../shared/carrier-data.js';
import { UpdateCarrierCommand } from './update-carrier.command.js';

@CommandHandler(UpdateCarrierCommand)
export class UpdateCarrierHandler implements ICommandHandler<UpdateCarrierCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: UpdateCarrierCommand): Promise<{ id: string }> {
    const { aggregate: carrier } = await this.repository.load(new Carrier(payload.id));
    carrier.update(actor.companyId, { ...carrierData(payload), active: payload.active });
    await this.repository.save(carrier, context);
    return { id: carrier.id };
  }
}
