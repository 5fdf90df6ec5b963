import { Command } from '@nestjs/cqrs';
import type { CarrierFreightFilesSent } from '../../events/carrier-registration-events.js';

export class SendCarrierFreightFilesCommand extends Command<void> {
  constructor(
    readonly registrationId: string,
    readonly files: CarrierFreightFilesSent,
    readonly correlationId: string,
  ) {
    super();
  }
}
