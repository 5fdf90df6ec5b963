import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Unauthenticated } from '../errors/domain-errors.js';
import type { Actor, ResolvedActor, TokenClaims } from './actor.js';
import { ActorCache } from './actor-cache.js';
import { extractToken } from './token-extractor.js';
import { VerifiedTokens } from './verified-tokens.js';
import { runSql, sql } from '../database/sql.js';

export const JWT_ALGORITHM = 'HS256';

/**
 * Verifies the token (algorithm pinned, expiry enforced) and resolves the caller from the read
 * model (through ActorCache), so a removed user or a lost membership ends the session at once, and
 * roles are current; a token from before the user's last password change (older session version)
 * is refused, which ends every other session when a password is reset.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: DataSource,
    private readonly actors: ActorCache,
    private readonly verified: VerifiedTokens,
  ) {
    super({
      jwtFromRequest: extractToken,
      // A KeyObject, not the string: jsonwebtoken otherwise tries to parse the string as a PEM
      // public key on every request (a third of the CPU of a quote under load). jsonwebtoken
      // accepts KeyObjects; passport-jwt's types only list string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** Passport's callback once the token is verified: remembered (AccessGuard skips passport for it next time), then resolved. */
  validate(request: unknown, claims: TokenClaims & { exp?: number }): Promise<Actor> {
    const token = extractToken(request as Parameters<typeof extractToken>[0]);
    if (token) this.verified.remember(token, claims);
    return this.actorOf(claims);
  }

  /** The caller a verified token names, as the read model knows them now. */
  async actorOf(claims: TokenClaims): Promise<Actor> {
    const resolved = await this.actors.resolve(claims.sub, claims.company_id, () => this.load(claims));
    if (!resolved || resolved.sessionVersion !== (claims.sv ?? 0)) throw new Unauthenticated();
    return resolved.actor;
  }

  private async load(claims: TokenClaims): Promise<ResolvedActor | null> {
    const [user] = await runSql(
      this.db,
      sql`SELECT u.id, u.name, u.email, u.is_admin, u.is_super_admin, u.permissions, u.session_version
         FROM users u
        WHERE u.id = ${claims.sub}
          AND (u.is_super_admin OR EXISTS (
                SELECT 1 FROM user_companies m WHERE m.user_id = u.id AND m.company_id = ${claims.company_id}))`,
    );
    if (!user) return null;
    const actor: Actor = {
      userId: user.id,
      companyId: claims.company_id,
      name: user.name,
      email: user.email,
      isAdmin: user.is_admin,
      isSuperAdmin: user.is_super_admin,
      permissions: user.permissions,
    };
    return { actor, sessionVersion: user.session_version };
  }
}
