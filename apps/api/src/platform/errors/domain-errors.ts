import { DomainError } from '@despacho/domain';

/**
 * The refusals modules raise, one class per kind. They know nothing of HTTP: the edge (ErrorFilter)
 * picks each kind's status. The pure domain throws DomainError itself; these add defaults and data.
 */
export { DomainError };

export class InvalidInput extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Sessão inválida ou expirada. Faça login novamente.') {
    super('unauthenticated', message);
  }
}

export class NotAllowed extends DomainError {
  constructor(message = 'Você não tem permissão para esta ação.') {
    super('forbidden', message);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Registro não encontrado.') {
    super('not-found', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** Someone else appended to the stream first; the command may be retried on fresh state. */
export class ConcurrencyError extends Conflict {
  constructor(readonly streamId: string) {
    super('O registro foi alterado por outra operação. Tente novamente.');
  }
}

/** What was asked for existed once and is no longer available (a deadline passed). */
export class Expired extends DomainError {
  constructor(message: string) {
    super('expired', message);
  }
}

/** What was sent is larger than we accept. */
export class TooLarge extends DomainError {
  constructor(message: string) {
    super('too-large', message);
  }
}

/** Too many calls: the message says how long to wait (`what` then 'Tente novamente em N segundos.'). */
export class Throttled extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(what: string, msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super('throttled', `${what} Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`);
    this.retryAfterSeconds = seconds;
  }
}

/** A provider we depend on (captcha, carrier, channel) did not answer; the caller may try again shortly. */
export class Unavailable extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}
