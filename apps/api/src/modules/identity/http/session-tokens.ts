import { hasPermission } from '@despacho/domain';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { TokenClaims } from '../../../platform/auth/actor.js';
import { JWT_ALGORITHM } from '../../../platform/auth/jwt.strategy.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { landingOf } from '../../onboarding/index.js';
import { NotAllowed, NotFound, Unauthenticated } from '../../../platform/errors/domain-errors.js';
import type { SessionDto } from '../queries/identity.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const CONFIRM_PURPOSE = 'confirm-email';

/** Issues session tokens (login, company switch) and the e-mail confirmation token. */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A session in `companyId`, which the user must belong to unless a super admin. `requested` is the
   * in-app path the login page was asked to return to; the answer's `redirect` decides (§2.6).
   */
  async issue(userId: string, companyId: string, requested: string | null = null): Promise<SessionDto> {
    const [user] = await runSql(
      this.db,
      sql`SELECT id, is_admin, is_super_admin, permissions, session_version FROM users WHERE id = ${userId}`,
    );
    if (!user) throw new Unauthenticated();
    const [company] = await runSql(
      this.db,
      sql`SELECT c.id, c.name FROM companies c
        WHERE c.id = ${companyId} AND (${user.is_super_admin} OR EXISTS (SELECT 1 FROM user_companies m WHERE m.company_id = c.id AND m.user_id = ${userId}))`,
    );
    if (!company) throw user.is_super_admin ? new NotFound('Empresa não encontrada.') : new NotAllowed();
    const claims: TokenClaims = {
      sub: user.id,
      company_id: company.id,
      is_admin: user.is_admin,
      is_super_admin: user.is_super_admin,
      permissions: user.permissions,
      sv: user.session_version,
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.config.jwtSecret,
      algorithm: JWT_ALGORITHM,
      expiresIn: this.config.jwtExpiresIn as never,
    });
    // Only someone who may open the checklist is sent to it.
    const redirect =
      requested ?? (hasPermission(user, 'onboarding') ? await landingOf(this.db, company.id) : '/dashboard');
    return { token, company, redirect };
  }

  confirmationToken(userId: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: userId, purpose: CONFIRM_PURPOSE },
      { secret: this.config.jwtSecret, algorithm: JWT_ALGORITHM, expiresIn: '7d' },
    );
  }

  /** Answers the user id the confirmation token names; a bad or expired token answers 400. */
  async confirmedUserId(token: string): Promise<string> {
    const claims = await this.jwt
      .verifyAsync<{ sub: string; purpose: string }>(token, {
        secret: this.config.jwtSecret,
        algorithms: [JWT_ALGORITHM],
      })
      .catch(() => null);
    if (!claims || claims.purpose !== CONFIRM_PURPOSE) throw new NotFound('Link de confirmação inválido ou expirado.');
    return claims.sub;
  }
}
