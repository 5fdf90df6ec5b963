/**
 * Failures the domain and the platform raise, each with the HTTP status it answers with.
 * Plain classes (no Nest import) so aggregates and rules can throw them.
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
