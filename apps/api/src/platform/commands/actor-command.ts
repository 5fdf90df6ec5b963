import { Command } from '@nestjs/cqrs';
import type { Actor } from '../auth/actor.js';
import type { CommandContext } from '../event-store/stored-event.js';

/** A spec action sent by a signed-in user: its validated payload, who sent it and the trace ids. */
export abstract class ActorCommand<P, R> extends Command<R> {
  constructor(
    readonly payload: P,
    readonly actor: Actor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
