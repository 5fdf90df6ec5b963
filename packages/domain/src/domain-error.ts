/** Why a decision was refused; the API answers each kind with its own HTTP status (at the edge only). */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'expired'
  | 'too-large'
  | 'throttled'
  | 'unavailable';

/**
 * A refusal decided by the domain, with the pt-BR message the user reads. Framework-free, so the
 * aggregates and rules throw it without knowing they are served over HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
