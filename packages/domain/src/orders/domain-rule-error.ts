/**
 * A business rule refused an action. `reason` lets the HTTP edge pick the status code:
 * 'forbidden-role' → 403 (the user's role may not run it), 'forbidden-transition' → 409 (not from
 * the order's current status). The message is pt-BR and shown to the user as is.
 */
export type DomainRuleReason = 'forbidden-role' | 'forbidden-transition';

export class DomainRuleError extends Error {
  constructor(
    readonly reason: DomainRuleReason,
    message: string,
  ) {
    super(message);
    this.name = 'DomainRuleError';
  }
}
