import { Inject, type Type } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActorCommand } from './actor-command.js';

type AnyActorCommand = ActorCommand<object, unknown>;

/**
 * The handler of one spec action whose work is a call on one service (a changer that loads, decides
 * and saves): the action's own file then holds only what is particular to it.
 */
export function handlerOf<C extends AnyActorCommand, S>(
  command: Type<C>,
  service: Type<S>,
  run: (service: S, command: C) => Promise<unknown>,
): Type<ICommandHandler<AnyActorCommand>> {
  @CommandHandler(command)
  class ServiceCommandHandler implements ICommandHandler<AnyActorCommand> {
    constructor(@Inject(service) private readonly target: S) {}

    execute(sent: AnyActorCommand): Promise<unknown> {
      return run(this.target, sent as C);
    }
  }
  Object.defineProperty(ServiceCommandHandler, 'name', { value: `${command.name.replace(/Command$/, '')}Handler` });
  return ServiceCommandHandler;
}
