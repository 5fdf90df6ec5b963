import { Injectable } from '@nestjs/common';
import { type Command, CommandBus, type ICommand } from '@nestjs/cqrs';
import { assertAccess } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';
import { InvalidInput } from '../errors/domain-errors.js';
import { readPayload } from '../http/validation.js';
import { ActionRegistry } from './action-registry.js';
import { retryOnConflict } from './retry-on-conflict.js';

/**
 * The one way a write is run, whatever starts it (HTTP, a job, a webhook, a policy, a carrier poll):
 * on the bus, retried (bounded) when its stream moved on meanwhile. Writes not started by a user act
 * as systemActor(...). This is the only retry layer: handlers do not retry themselves.
 */
@Injectable()
export class CommandDispatcher {
  constructor(
    private readonly registry: ActionRegistry,
    private readonly commandBus: CommandBus,
  ) {}

  dispatch<R>(command: Command<R>): Promise<R>;
  dispatch<R = unknown>(command: ICommand): Promise<R>;
  dispatch(command: ICommand): Promise<unknown> {
    return retryOnConflict(() => this.commandBus.execute(command));
  }

  /** A spec action by name: known, allowed to this actor, its payload validated, then dispatched. */
  async run(action: string, rawPayload: unknown, actor: Actor, correlationId: string): Promise<unknown> {
    const definition = this.registry.find(action);
    if (!definition) throw new InvalidInput(`Ação desconhecida: ${action}.`);
    assertAccess(actor, definition.access);
    const payload = await readPayload(definition.payload, rawPayload);
    return this.dispatch(
      definition.commandOf(payload, actor, { companyId: actor.companyId, userId: actor.userId, correlationId }),
    );
  }
}
