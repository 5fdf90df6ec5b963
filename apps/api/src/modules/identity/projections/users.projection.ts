import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { UserEvent } from '../events/identity-events.js';
import { IdentityEvents } from '../events/identity-events.js';

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
        await db.query(
          `INSERT INTO users (id, company_id, name, email, password_hash, is_admin, is_super_admin, permissions,
                              created_at, created_by_name, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9)`,
          [
            userId,
            data.company_id,
            data.name,
            data.email,
            data.password_hash,
            data.is_admin,
            data.is_super_admin,
            data.permissions === null ? null : JSON.stringify(data.permissions),
            event.occurred_at,
            data.invited_by_name,
          ],
        );
        await this.join(db, userId, data.company_id);
        return;
      case IdentityEvents.UserInfoUpdated:
        await db.query(
          'UPDATE users SET name = $2, email = $3, is_admin = $4, permissions = $5, updated_at = $6 WHERE id = $1',
          [
            userId,
            data.name,
            data.email,
            data.is_admin,
            data.permissions === null ? null : JSON.stringify(data.permissions),
            event.occurred_at,
          ],
        );
        return;
      case IdentityEvents.UserRemoved:
        await db.query('DELETE FROM user_companies WHERE user_id = $1', [userId]);
        await db.query('DELETE FROM users WHERE id = $1', [userId]);
        return;
      case IdentityEvents.UserJoinedCompany:
        await this.join(db, userId, data.company_id);
        return;
      case IdentityEvents.UserEmailConfirmed:
        await db.query('UPDATE users SET confirmed_at = $2 WHERE id = $1', [userId, data.confirmed_at]);
        return;
      case IdentityEvents.PasswordResetRequested:
        await db.query('UPDATE users SET password_reset_token_hash = $2 WHERE id = $1', [userId, data.token_hash]);
        return;
      case IdentityEvents.PasswordChanged:
        // A new session version ends every session issued before (the JWT strategy compares it).
        await db.query(
          `UPDATE users SET password_hash = $2, password_reset_token_hash = NULL, session_version = session_version + 1,
                            updated_at = $3 WHERE id = $1`,
          [userId, data.password_hash, event.occurred_at],
        );
        return;
    }
  }

  private async join(db: EntityManager, userId: string, companyId: string): Promise<void> {
    await db.query('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      companyId,
    ]);
  }
}
