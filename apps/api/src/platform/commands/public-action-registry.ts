import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readPayload } from '../http/validation.js';

/**
 * A spec action sent without a session (public-account.md §7: ResetPassword, ChangePassword, a
 * carrier's RegisterCarrier): its payload class and what it does for the request (its own limits and
 * captcha included, since nobody is signed in).
 */
export interface PublicActionDefinition<P extends object> {
  action: string;
  payload: new () => P;
  run(payload: P, request: FastifyRequest): Promise<unknown>;
}

interface RegisteredPublicAction {
  payload: new () => object;
  run(payload: object, request: FastifyRequest): Promise<unknown>;
}

/** The public side of POST /command, and of the spec's own public routes that run the same actions. */
@Injectable()
export class PublicActionRegistry {
  private readonly actions = new Map<string, RegisteredPublicAction>();

  register<P extends object>(definition: PublicActionDefinition<P>): void {
    if (this.actions.has(definition.action))
      throw new Error(`Ação pública ${definition.action} registrada duas vezes.`);
    this.actions.set(definition.action, {
      payload: definition.payload,
      run: (payload, request) => definition.run(payload as P, request),
    });
  }

  /** Each action's name and payload class, sorted by name (the OpenAPI document lists them). */
  definitions(): { action: string; payload: new () => object }[] {
    return [...this.actions.keys()].sort().map((action) => ({ action, payload: this.actions.get(action)!.payload }));
  }

  has(action: string): boolean {
    return this.actions.has(action);
  }

  /** Validates the payload with the action's class, then runs it. */
  async run(action: string, rawPayload: unknown, request: FastifyRequest): Promise<unknown> {
    const definition = this.actions.get(action);
    if (!definition) throw new Error(`Ação pública ${action} não registrada.`);
    return definition.run(await readPayload(definition.payload, rawPayload), request);
  }
}
