import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';

/** Super admins only (checked at the endpoint). */
export class ApproveCarrierRegistrationCommand extends Command<{ carrier_id: string }> {
  constructor(
    readonly registrationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
