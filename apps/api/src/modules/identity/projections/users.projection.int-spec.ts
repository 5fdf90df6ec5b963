import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { IdentityEvents, type UserInvited } from '../events/identity-events.js';
import { UsersProjection } from './users.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new UsersProjection();

const invited = (id: string, companyId: string): { type: string; data: UserInvited } => ({
  type: IdentityEvents.UserInvited,
  data: {
    user_id: id,
    company_id: companyId,
    name: 'Ana Souza',
    email: `ana-${id}@loja.com.br`,
    password_hash: 'hash-1',
    is_admin: false,
    is_super_admin: false,
    permissions: ['orders'],
    invited_by_name: 'Bia',
  },
});
const resetRequested = (id: string) => ({
  type: IdentityEvents.PasswordResetRequested,
  data: { request_id: 'r1', token_hash: `token-${id}`, expires_at: '2026-03-10T13:00:00.000Z' },
});
const user = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, name, email, password_hash, is_admin, is_super_admin, permissions, created_by_name,
            confirmed_at IS NOT NULL AS confirmed, password_reset_token_hash, session_version
       FROM users WHERE id = ${id}`,
  );
const memberships = async (id: string) =>
  (await runSql(db(), sql`SELECT company_id FROM user_companies WHERE user_id = ${id}`))
    .map((row: { company_id: string }) => row.company_id)
    .sort();

describe('users projection', () => {
  it('writes an invited user and its membership of the company', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'user' }, [invited(id, companyId)]);
    expect(await user(id)).toEqual([
      {
        company_id: companyId,
        name: 'Ana Souza',
        email: `ana-${id}@loja.com.br`,
        password_hash: 'hash-1',
        is_admin: false,
        is_super_admin: false,
        permissions: ['orders'],
        created_by_name: 'Bia',
        confirmed: false,
        password_reset_token_hash: null,
        session_version: expect.any(Number),
      },
    ]);
    expect(await memberships(id)).toEqual([companyId]);
  });

  it('follows edits, other companies joined, confirmation, and a password change ending the sessions', async () => {
    const [id, companyId, otherCompany] = [randomUUID(), randomUUID(), randomUUID()];
    const history = [
      invited(id, companyId),
      {
        type: IdentityEvents.UserInfoUpdated,
        data: { name: 'Ana Lima', email: `lima-${id}@loja.com.br`, is_admin: true, permissions: null },
      },
      { type: IdentityEvents.UserJoinedCompany, data: { company_id: otherCompany } },
      { type: IdentityEvents.UserEmailConfirmed, data: { confirmed_at: '2026-03-10T12:00:00.000Z' } },
      resetRequested(id),
    ];
    await project(db(), projection, { id, type: 'user' }, history);
    const [before] = await user(id);
    expect(before).toMatchObject({
      name: 'Ana Lima',
      email: `lima-${id}@loja.com.br`,
      is_admin: true,
      permissions: null,
      confirmed: true,
      password_reset_token_hash: `token-${id}`,
    });
    expect(await memberships(id)).toEqual([companyId, otherCompany].sort());

    // A reset link used: the token is spent and the session version moves on.
    const again = randomUUID();
    await project(db(), projection, { id: again, type: 'user' }, [
      invited(again, companyId),
      resetRequested(again),
      { type: IdentityEvents.PasswordChanged, data: { password_hash: 'hash-2' } },
    ]);
    expect(await user(again)).toMatchObject([
      { password_hash: 'hash-2', password_reset_token_hash: null, session_version: before.session_version + 1 },
    ]);
  });

  it('deletes a removed user and its memberships', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'user' }, [
      invited(id, companyId),
      { type: IdentityEvents.UserRemoved, data: { company_id: companyId } },
    ]);
    expect(await user(id)).toEqual([]);
    expect(await memberships(id)).toEqual([]);
  });
});
