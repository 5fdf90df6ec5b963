import { Injectable } from '@nestjs/common';
import type { AccessRule } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';
import type { CommandContext } from '../event-store/stored-event.js';
import type { ActorCommand } from './actor-command.js';

/** One spec action: its payload class (validated), who may run it, and the command it becomes. */
export interface ActionDefinition<P extends object> {
  action: string;
  payload: new () => P;
  access: AccessRule;
  command: new (payload: P, actor: Actor, context: CommandContext) => ActorCommand<P, unknown>;
}

/**
 * A registered action, its payload type no longer named: the registry holds actions of every payload
 * type. Its command is made only from a payload its own `payload` class validated.
 */
export interface RegisteredAction {
  action: string;
  payload: new () => object;
  access: AccessRule;
  commandOf(payload: object, actor: Actor, context: CommandContext): ActorCommand<object, unknown>;
}

const registered = <P extends object>({ action, payload, access, command }: ActionDefinition<P>): RegisteredAction => ({
  action,
  payload,
  access,
  commandOf: (validated: P, actor, context) => new command(validated, actor, context),
});

/** Maps the `action` of POST /command to exactly one command; modules register theirs at start. */
@Injectable()
export class ActionRegistry {
  private readonly actions = new Map<string, RegisteredAction>();

  /** Each definition's command takes its own payload class: a mismatch does not compile. */
  register<const Payloads extends object[]>(
    ...definitions: { [K in keyof Payloads]: ActionDefinition<Payloads[K]> }
  ): void {
    for (const definition of definitions) {
      if (this.actions.has(definition.action)) throw new Error(`Ação ${definition.action} registrada duas vezes.`);
      this.actions.set(definition.action, registered(definition));
    }
  }

  find(action: string): RegisteredAction | undefined {
    return this.actions.get(action);
  }

  names(): string[] {
    return [...this.actions.keys()].sort();
  }

  /** Every registered action, sorted by name (the OpenAPI document lists them in this order). */
  definitions(): RegisteredAction[] {
    return this.names().map((name) => this.actions.get(name)!);
  }
}
