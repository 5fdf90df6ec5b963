import { createHash } from 'node:crypto';

/** What the token endpoint answered that the connector keeps. */
export interface CorreiosToken {
  token: string;
  /** When to ask again: `expiraEm` − 30 min (the Correios renew only in the last 30 minutes, §1.2). */
  renewAt: number;
  cartao: string | null;
  contrato: string | null;
}

const RENEW_BEFORE_MS = 30 * 60_000;

/** Without a readable `expiraEm`, ask again in an hour (a token refused before that is renewed at once anyway). */
const UNKNOWN_EXPIRY_RENEW_MS = 3_600_000;

/** `expiraEm` (ms; NaN when unreadable) → the instant to renew. */
export const renewAtOf = (expiresAt: number, now: number): number =>
  Number.isNaN(expiresAt) ? now + UNKNOWN_EXPIRY_RENEW_MS : expiresAt - RENEW_BEFORE_MS;

/**
 * Tokens per credentials, in this process's memory only (a token lasts 24 h; each worker asking once
 * a day is nothing, and nothing secret is written anywhere). Keyed by a hash of the credentials, so
 * the access code is not a map key; concurrent callers share one request (the token endpoint allows
 * 3 calls a second).
 */
export class CorreiosTokenCache {
  private readonly tokens = new Map<string, CorreiosToken>();
  private readonly pending = new Map<string, Promise<CorreiosToken>>();

  constructor(private readonly now: () => number = Date.now) {}

  static keyOf(...parts: string[]): string {
    return createHash('sha256').update(parts.join('\u0000')).digest('hex');
  }

  async get(key: string, issue: () => Promise<CorreiosToken>): Promise<CorreiosToken> {
    const cached = this.tokens.get(key);
    if (cached && this.now() < cached.renewAt) return cached;
    let inFlight = this.pending.get(key);
    if (!inFlight) {
      inFlight = issue()
        .then((token) => {
          this.tokens.set(key, token);
          return token;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, inFlight);
    }
    return inFlight;
  }

  /** The carrier refused the token before its time (revoked, or its clock differs): ask again next time. */
  forget(key: string, token: string): void {
    if (this.tokens.get(key)?.token === token) this.tokens.delete(key);
  }
}
