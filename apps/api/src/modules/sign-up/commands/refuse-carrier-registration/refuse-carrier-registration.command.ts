import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';

/** Super admins only (checked at the endpoint). */
export class RefuseCarrierRegistrationCommand extends Command<void> {
  constructor(
    readonly registrationId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
