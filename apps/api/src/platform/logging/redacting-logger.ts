import { ConsoleLogger } from '@nestjs/common';

const HIDDEN = '[oculto]';

/** Query parameters that carry a secret: signed links' tokens, OAuth codes and states, keys, passwords. */
const SECRET_QUERY =
  /([?&](?:[\w-]*token|[\w-]*secret|password|senha|code|state|sid|key|api_key|apikey|signature|sig|hmac|consumer_key)=)[^&\s#"'<>]*/gi;
/** Credential headers as a line may quote them (`authorization: …`, `"x-token":"…"`). */
const SECRET_HEADER =
  /\b(authorization|proxy-authorization|x-token|cookie|set-cookie|x-api-key|x-access-token)(["']?\s*[:=]\s*["']?)[^"'\r\n,;}]+/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/g;
/** A JWT anywhere (our session tokens are HS256 JWTs). */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

/** `text` with every token, credential header and secret query value replaced by '[oculto]'. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_QUERY, (_, name: string) => `${name}${HIDDEN}`)
    .replace(SECRET_HEADER, (_, name: string, separator: string) => `${name}${separator}${HIDDEN}`)
    .replace(BEARER, `Bearer ${HIDDEN}`)
    .replace(JWT, HIDDEN);
}

/**
 * The application's logger: Nest's console logger with every line (message, context, stack) passed
 * through redactSecrets, so no log line carries a token or a credential, whoever wrote it.
 */
export class RedactingLogger extends ConsoleLogger {
  protected override formatMessage(...args: Parameters<ConsoleLogger['formatMessage']>): string {
    return redactSecrets(super.formatMessage(...args));
  }

  /** Nest calls it with no stack too (an error logged without one). */
  protected override printStackTrace(stack: string): void {
    super.printStackTrace(typeof stack === 'string' ? redactSecrets(stack) : stack);
  }
}
