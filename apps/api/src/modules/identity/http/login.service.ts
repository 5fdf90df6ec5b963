import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.js';
import { Unauthenticated } from '../../../platform/errors/domain-errors.js';
import type { SessionDto } from '../queries/identity.dto.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionTokens } from './session-tokens.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const INVALID = 'E-mail ou senha inválidos.';

/** Checks credentials; an unknown e-mail costs the same hash work as a wrong password. */
@Injectable()
export class LoginService {
  private readonly dummyHash = hashPassword('despacho-dummy-password');

  constructor(
    private readonly db: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly tokens: SessionTokens,
  ) {}

  async login(email: string, password: string, ip: string, redirect: string | null): Promise<SessionDto> {
    const account = email.trim().toLowerCase();
    await this.throttle.admit(account, ip);
    const [user] = await runSql(
      this.db,
      sql`SELECT u.id, u.password_hash, u.company_id FROM users u WHERE lower(u.email) = ${account}`,
    );
    const valid = await verifyPassword(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !valid) {
      await this.throttle.recordFailure(account);
      throw new Unauthenticated(INVALID);
    }
    await this.throttle.recordSuccess(account, ip);
    return this.tokens.issue(user.id, user.company_id, redirect);
  }
}
