import { Injectable } from '@nestjs/common';
import type { TokenClaims } from './actor.js';

const MAX_ENTRIES = 10_000;

/**
 * Session tokens whose signature this process has already checked, by the whole token text (so
 * only that exact token, signature included, is ever taken from here), until they expire. A shop
 * calls the quote API with the same token thousands of times: HMAC, base64 and JSON once, not each
 * call. Who the caller is stays ActorCache's job (it follows removals and password changes).
 */
@Injectable()
export class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims & { exp: number }>();

  /** The claims of a token verified before and not yet expired. */
  get(token: string): TokenClaims | undefined {
    const claims = this.entries.get(token);
    if (!claims) return undefined;
    if (claims.exp * 1000 > Date.now()) return claims;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, claims: TokenClaims & { exp?: number }): void {
    if (typeof claims.exp !== 'number') return; // a token without expiry is checked every time
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { ...claims, exp: claims.exp });
  }
}
