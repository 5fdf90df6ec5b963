import { Injectable } from '@nestjs/common';
import type { AccessRule } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';
import type { CommandContext } from '../event-store/stored-event.js';
import type { ActorCommand } from './actor-command.js';

/** One spec action: its payload class (validated), who may run it, and the command it becomes. */
export interface ActionDefinition<P extends object = any> {
  action: string;
  payload: new () => P;
  access: AccessRule;
  command: new (payload: P, actor: Actor, context: CommandContext) => ActorCommand<P, unknown>;
}

/** Maps the `action` of POST /command to exactly one command; modules register theirs at start. */
@Injectable()
export class ActionRegistry {
  private readonly actions = new Map<string, ActionDefinition>();

  register(...definitions: ActionDefinition[]): void {
    for (const definition of definitions) {
      if (this.actions.has(definition.action)) throw new Error(`Ação ${definition.action} registrada duas vezes.`);
      this.actions.set(definition.action, definition);
    }
  }

  find(action: string): ActionDefinition | undefined {
    return this.actions.get(action);
  }

  names(): string[] {
    return [...this.actions.keys()].sort();
  }

  /** Every registered action, sorted by name (the OpenAPI document lists them in this order). */
  definitions(): ActionDefinition[] {
    return this.names().map((name) => this.actions.get(name)!);
  }
}
