import type { DomainError, DomainErrorKind } from '@despacho/domain';

/** The HTTP status of each kind of refusal: the only place a module's error meets a status code. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  expired: 410,
  'too-large': 413,
  throttled: 429,
  unavailable: 503,
};

export function statusOfRefusal(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}
