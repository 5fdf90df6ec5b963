import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import type { ChangePasswordPayload } from './change-password.payload.js';

/** Sent from /new-password/{token} without a session: the e-mailed token names the user. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly payload: ChangePasswordPayload,
    readonly context: CommandContext,
  ) {
    super();
  }
}
