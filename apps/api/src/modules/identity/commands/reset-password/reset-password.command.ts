import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';

/** Asked from /reset-password without a session; an unknown e-mail does nothing, silently. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
