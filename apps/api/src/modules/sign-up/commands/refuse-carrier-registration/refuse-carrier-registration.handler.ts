import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { RefuseCarrierRegistrationCommand } from './refuse-carrier-registration.command.js';

@CommandHandler(RefuseCarrierRegistrationCommand)
export class RefuseCarrierRegistrationHandler implements ICommandHandler<RefuseCarrierRegistrationCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ registrationId, reason, context }: RefuseCarrierRegistrationCommand): Promise<void> {
    const { aggregate } = await this.repository.load(new CarrierRegistration(registrationId));
    aggregate.refuse(reason.trim());
    await this.repository.save(aggregate, context);
  }
}
