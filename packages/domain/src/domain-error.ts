/** Why a business rule refused a decision; the API answers each kind with its own HTTP status. */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict';

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
