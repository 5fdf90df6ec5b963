import { DomainError, type DomainErrorKind } from '@despacho/domain';

/** The HTTP status of each kind of domain refusal. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

/**
 * Failures the application layers raise (handlers, controllers, adapters), each with the HTTP status
 * it answers with. The domain throws DomainError instead, which knows nothing of HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sessão inválida ou expirada. Faça login novamente.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Você não tem permissão para esta ação.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Registro não encontrado.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Someone else appended to the stream first; the command may be retried on fresh state. */
export class ConcurrencyError extends ConflictError {
  constructor(readonly streamId: string) {
    super('O registro foi alterado por outra operação. Tente novamente.');
  }
}

/** Too many calls: the message says how long to wait (`what` then 'Tente novamente em N segundos.'), as Retry-After does. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(what: string, msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(429, `${what} Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`);
    this.retryAfterSeconds = seconds;
  }
}

/** A provider we depend on (captcha, carrier) did not answer; the caller may try again shortly. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A refusal with a message for the user (ours or the domain's), as opposed to a bug. */
export function isRefusal(error: unknown): error is AppError | DomainError {
  return error instanceof AppError || error instanceof DomainError;
}

/** The HTTP status of a refusal. */
export function statusOfRefusal(error: AppError | DomainError): number {
  return error instanceof DomainError ? STATUS_OF_KIND[error.kind] : error.status;
}
