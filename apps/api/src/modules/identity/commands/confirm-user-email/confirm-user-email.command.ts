import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';

/** Sent by the link in the invitation e-mail (no session: the signed token names the user). */
export class ConfirmUserEmailCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly at: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}
