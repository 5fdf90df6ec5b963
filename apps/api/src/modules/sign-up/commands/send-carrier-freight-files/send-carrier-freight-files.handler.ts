import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { SendCarrierFreightFilesCommand } from './send-carrier-freight-files.command.js';

/** A new send replaces the earlier one: its files leave the storage once the new ones are recorded. */
@CommandHandler(SendCarrierFreightFilesCommand)
export class SendCarrierFreightFilesHandler implements ICommandHandler<SendCarrierFreightFilesCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly store: UploadStore,
  ) {}

  async execute({ registrationId, files, correlationId }: SendCarrierFreightFilesCommand): Promise<void> {
    const { aggregate } = await this.repository.load(new CarrierRegistration(registrationId));
    const replaced = aggregate.files;
    aggregate.sendFreightFiles(files);
    await this.repository.save(aggregate, { companyId: null, userId: null, correlationId });
    await this.store.delete(registrationId, replaced);
  }
}
