import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { retryOnConflict } from '../../../../platform/commands/retry-on-conflict.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { SendCarrierFreightFilesCommand } from './send-carrier-freight-files.command.js';

@CommandHandler(SendCarrierFreightFilesCommand)
export class SendCarrierFreightFilesHandler implements ICommandHandler<SendCarrierFreightFilesCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  execute({ registrationId, files, correlationId }: SendCarrierFreightFilesCommand): Promise<void> {
    return retryOnConflict(async () => {
      const { aggregate } = await this.repository.load(new CarrierRegistration(registrationId));
      aggregate.sendFreightFiles(files);
      await this.repository.save(aggregate, { companyId: null, userId: null, correlationId });
    });
  }
}
