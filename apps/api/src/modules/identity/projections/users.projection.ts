import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { UserEvent } from '../events/identity-events.js';
import { IdentityEvents } from '../events/identity-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>([
  IdentityEvents.UserInvited,
  IdentityEvents.UserInfoUpdated,
  IdentityEvents.UserRemoved,
  IdentityEvents.UserJoinedCompany,
  IdentityEvents.UserEmailConfirmed,
  IdentityEvents.PasswordResetRequested,
  IdentityEvents.PasswordChanged,
]);

/** Inline: users and memberships, read right after each command (list, login, session checks). */
@Injectable()
export class UsersProjection implements Projection<UserEvent> {
  readonly name = 'users';
  readonly tables = ['users', 'user_companies'];
  readonly conflicts = { users_email: 'Já existe um usuário com este e-mail.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<UserEvent>, db: EntityManager): Promise<void> {
    const userId = event.stream_id.slice('user-'.length);
    const { type, data } = event;
    switch (type) {
      case IdentityEvents.UserInvited:
        await runSql(
          db,
          sql`INSERT INTO users (id, company_id, name, email, password_hash, is_admin, is_super_admin, permissions,
                              created_at, created_by_name, updated_at)
           VALUES (${userId}, ${data.company_id}, ${data.name}, ${data.email}, ${data.password_hash}, ${data.is_admin}, ${data.is_super_admin}, ${data.permissions === null ? null : JSON.stringify(data.permissions)}, ${event.occurred_at}, ${data.invited_by_name}, ${event.occurred_at})`,
        );
        await this.join(db, userId, data.company_id);
        return;
      case IdentityEvents.UserInfoUpdated:
        await runSql(
          db,
          sql`UPDATE users SET name = ${data.name}, email = ${data.email}, is_admin = ${data.is_admin}, permissions = ${data.permissions === null ? null : JSON.stringify(data.permissions)}, updated_at = ${event.occurred_at} WHERE id = ${userId}`,
        );
        return;
      case IdentityEvents.UserRemoved:
        await runSql(db, sql`DELETE FROM user_companies WHERE user_id = ${userId}`);
        await runSql(db, sql`DELETE FROM users WHERE id = ${userId}`);
        return;
      case IdentityEvents.UserJoinedCompany:
        await this.join(db, userId, data.company_id);
        return;
      case IdentityEvents.UserEmailConfirmed:
        await runSql(db, sql`UPDATE users SET confirmed_at = ${data.confirmed_at} WHERE id = ${userId}`);
        return;
      case IdentityEvents.PasswordResetRequested:
        await runSql(db, sql`UPDATE users SET password_reset_token_hash = ${data.token_hash} WHERE id = ${userId}`);
        return;
      case IdentityEvents.PasswordChanged:
        // A new session version ends every session issued before (the JWT strategy compares it).
        await runSql(
          db,
          sql`UPDATE users SET password_hash = ${data.password_hash}, password_reset_token_hash = NULL, session_version = session_version + 1,
                            updated_at = ${event.occurred_at} WHERE id = ${userId}`,
        );
        return;
    }
  }

  private async join(db: EntityManager, userId: string, companyId: string): Promise<void> {
    await runSql(
      db,
      sql`INSERT INTO user_companies (user_id, company_id) VALUES (${userId}, ${companyId}) ON CONFLICT DO NOTHING`,
    );
  }
}
