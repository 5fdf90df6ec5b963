import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
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
    switch (event.type) {
      case IdentityEvents.UserInvited:
        await runSql(
          db,
          sql`INSERT INTO users (id, company_id, name, email, password_hash, is_admin, is_super_admin, permissions,
                              created_at, created_by_name, updated_at)
           VALUES (${userId}, ${event.data.company_id}, ${event.data.name}, ${event.data.email}, ${event.data.password_hash}, ${event.data.is_admin}, ${event.data.is_super_admin}, ${event.data.permissions === null ? null : JSON.stringify(event.data.permissions)}, ${event.occurred_at}, ${event.data.invited_by_name}, ${event.occurred_at})`,
        );
        await this.join(db, userId, event.data.company_id);
        return;
      case IdentityEvents.UserInfoUpdated:
        await runSql(
          db,
          sql`UPDATE users SET name = ${event.data.name}, email = ${event.data.email}, is_admin = ${event.data.is_admin}, permissions = ${event.data.permissions === null ? null : JSON.stringify(event.data.permissions)}, updated_at = ${event.occurred_at} WHERE id = ${userId}`,
        );
        return;
      case IdentityEvents.UserRemoved:
        await runSql(db, sql`DELETE FROM user_companies WHERE user_id = ${userId}`);
        await runSql(db, sql`DELETE FROM users WHERE id = ${userId}`);
        return;
      case IdentityEvents.UserJoinedCompany:
        await this.join(db, userId, event.data.company_id);
        return;
      case IdentityEvents.UserEmailConfirmed:
        await runSql(db, sql`UPDATE users SET confirmed_at = ${event.data.confirmed_at} WHERE id = ${userId}`);
        return;
      case IdentityEvents.PasswordResetRequested:
        await runSql(
          db,
          sql`UPDATE users SET password_reset_token_hash = ${event.data.token_hash} WHERE id = ${userId}`,
        );
        return;
      case IdentityEvents.PasswordChanged:
        // A new session version ends every session issued before (the JWT strategy compares it).
        await runSql(
          db,
          sql`UPDATE users SET password_hash = ${event.data.password_hash}, password_reset_token_hash = NULL, session_version = session_version + 1,
                            updated_at = ${event.occurred_at} WHERE id = ${userId}`,
        );
        return;
      default:
        unfolded(event);
    }
  }

  private async join(db: EntityManager, userId: string, companyId: string): Promise<void> {
    await runSql(
      db,
      sql`INSERT INTO user_companies (user_id, company_id) VALUES (${userId}, ${companyId}) ON CONFLICT DO NOTHING`,
    );
  }
}
