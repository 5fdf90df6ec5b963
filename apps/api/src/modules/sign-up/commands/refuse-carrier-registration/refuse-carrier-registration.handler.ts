import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { RefuseCarrierRegistrationCommand } from './refuse-carrier-registration.command.js';

/** A refused registration keeps its data for the record, not its files. */
@CommandHandler(RefuseCarrierRegistrationCommand)
export class RefuseCarrierRegistrationHandler implements ICommandHandler<RefuseCarrierRegistrationCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly store: UploadStore,
  ) {}

  async execute({ registrationId, reason, context }: RefuseCarrierRegistrationCommand): Promise<void> {
    const { aggregate } = await this.repository.load(new CarrierRegistration(registrationId));
    aggregate.refuse(reason.trim());
    await this.repository.save(aggregate, context);
    await this.store.delete(registrationId, aggregate.files);
  }
}
