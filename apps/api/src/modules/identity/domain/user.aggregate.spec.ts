import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { IdentityEvents, type UserInvited } from '../events/identity-events.js';
import { INVALID_RESET_LINK, User, type UserEditor } from './user.aggregate.js';

const COMPANY = 'company-a';
const AT = new Date('2026-03-10T12:00:00.000Z');

const invitedData: UserInvited = {
  user_id: 'user-1',
  company_id: COMPANY,
  name: 'Ana Souza',
  email: 'ana@loja.com.br',
  password_hash: 'hash',
  is_admin: false,
  is_super_admin: false,
  permissions: null,
  invited_by_name: 'Bia',
};
const invited = (overrides: Partial<UserInvited> = {}) => ({
  type: IdentityEvents.UserInvited,
  data: { ...invitedData, ...overrides },
});
const removed = { type: IdentityEvents.UserRemoved, data: { company_id: COMPANY } };
const user = () => new User('user-1');
const admin: UserEditor = { userId: 'admin-1', companyId: COMPANY, isSuperAdmin: false };
const superAdmin: UserEditor = { ...admin, isSuperAdmin: true };
const info = { name: '  Ana Lima ', email: ' ANA@Loja.com.br ', isAdmin: true, permissions: null };
const notFound = ['not-found', 'Usuário não encontrado.'] as const;

describe('User.invite', () => {
  it('trims the name and lower-cases the e-mail', () => {
    given(user())
      .when((u) =>
        u.invite({
          companyId: COMPANY,
          name: ' Ana Souza ',
          email: ' Ana@Loja.com.br',
          passwordHash: 'hash',
          isAdmin: false,
          isSuperAdmin: false,
          permissions: null,
          invitedByName: 'Bia',
        }),
      )
      .thenRaises(invited());
  });

  it('marks a self-service sign-up', () => {
    given(user())
      .when((u) =>
        u.invite({
          companyId: COMPANY,
          name: 'Ana Souza',
          email: 'ana@loja.com.br',
          passwordHash: 'hash',
          isAdmin: true,
          isSuperAdmin: false,
          permissions: null,
          invitedByName: null,
          signedUp: true,
        }),
      )
      .thenRaises(invited({ is_admin: true, invited_by_name: null, signed_up: true }));
  });
});

describe('User.updateInfo', () => {
  it('records the edited info, trimmed and lower-cased', () => {
    const u = given(user(), invited())
      .when((u) => u.updateInfo(admin, info))
      .thenRaises({
        type: IdentityEvents.UserInfoUpdated,
        data: { name: 'Ana Lima', email: 'ana@loja.com.br', is_admin: true, permissions: null },
      });
    expect(u.email).toBe('ana@loja.com.br');
  });

  it("answers a missing, removed or another company's user as not found", () => {
    given(user())
      .when((u) => u.updateInfo(admin, info))
      .thenRefuses(...notFound);
    given(user(), invited(), removed)
      .when((u) => u.updateInfo(admin, info))
      .thenRefuses(...notFound);
    given(user(), invited())
      .when((u) => u.updateInfo({ ...admin, companyId: 'company-b' }, info))
      .thenRefuses(...notFound);
  });

  it('lets only a super admin edit a super admin', () => {
    given(user(), invited({ is_super_admin: true }))
      .when((u) => u.updateInfo(admin, info))
      .thenRefuses('forbidden', 'Você não tem permissão para esta ação.');
    given(user(), invited({ is_super_admin: true }))
      .when((u) => u.updateInfo(superAdmin, info))
      .thenRaises({
        type: IdentityEvents.UserInfoUpdated,
        data: { name: 'Ana Lima', email: 'ana@loja.com.br', is_admin: true, permissions: null },
      });
  });
});

describe('User.remove', () => {
  it('removes a user of the company', () => {
    given(user(), invited())
      .when((u) => u.remove(admin))
      .thenRaises(removed);
  });

  it('refuses removing oneself, a removed user, and a super admin for an admin', () => {
    given(user(), invited())
      .when((u) => u.remove({ ...admin, userId: 'user-1' }))
      .thenRefuses('invalid', 'Você não pode excluir o seu próprio usuário.');
    given(user(), invited(), removed)
      .when((u) => u.remove(admin))
      .thenRefuses(...notFound);
    given(user(), invited({ is_super_admin: true }))
      .when((u) => u.remove(admin))
      .thenRefuses('forbidden', 'Você não tem permissão para esta ação.');
  });
});

describe('User.joinCompany', () => {
  it('joins another company once; its own or a joined one changes nothing', () => {
    const joined = { type: IdentityEvents.UserJoinedCompany, data: { company_id: 'company-b' } };
    given(user(), invited())
      .when((u) => u.joinCompany('company-b'))
      .thenRaises(joined);
    given(user(), invited(), joined)
      .when((u) => u.joinCompany('company-b'))
      .thenRaisesNothing();
    given(user(), invited())
      .when((u) => u.joinCompany(COMPANY))
      .thenRaisesNothing();
  });
});

describe('User.confirmEmail', () => {
  const confirmed = { type: IdentityEvents.UserEmailConfirmed, data: { confirmed_at: AT.toISOString() } };

  it('confirms once; confirming again changes nothing', () => {
    given(user(), invited())
      .when((u) => u.confirmEmail(AT))
      .thenRaises(confirmed);
    given(user(), invited(), confirmed)
      .when((u) => u.confirmEmail(AT))
      .thenRaisesNothing();
  });

  it('refuses a missing or removed user', () => {
    given(user())
      .when((u) => u.confirmEmail(AT))
      .thenRefuses(...notFound);
    given(user(), invited(), removed)
      .when((u) => u.confirmEmail(AT))
      .thenRefuses(...notFound);
  });
});

describe('User password reset', () => {
  const expiresAt = new Date('2026-03-10T13:00:00.000Z');
  const requested = (hash: string, requestId = 'r1') => ({
    type: IdentityEvents.PasswordResetRequested,
    data: { request_id: requestId, token_hash: hash, expires_at: expiresAt.toISOString() },
  });
  const changed = { type: IdentityEvents.PasswordChanged, data: { password_hash: 'new-hash' } };

  it('records a request, with its purpose for a sign-up link', () => {
    given(user(), invited())
      .when((u) => u.requestPasswordReset('r1', 'token-1', expiresAt))
      .thenRaises(requested('token-1'));
    given(user(), invited())
      .when((u) => u.requestPasswordReset('r1', 'token-1', expiresAt, 'sign-up'))
      .thenRaises({ ...requested('token-1'), data: { ...requested('token-1').data, purpose: 'sign-up' } });
  });

  it('records nothing for a missing or removed user (the answer must not reveal who exists)', () => {
    given(user())
      .when((u) => u.requestPasswordReset('r1', 'token-1', expiresAt))
      .thenRaisesNothing();
    given(user(), invited(), removed)
      .when((u) => u.requestPasswordReset('r1', 'token-1', expiresAt))
      .thenRaisesNothing();
  });

  it('changes the password with the latest token before it expires', () => {
    given(user(), invited(), requested('token-1'))
      .when((u) => u.changePassword('token-1', 'new-hash', AT))
      .thenRaises(changed);
  });

  it('answers a used, superseded, expired or unknown token alike', () => {
    given(user(), invited(), requested('token-1'), changed)
      .when((u) => u.changePassword('token-1', 'again', AT))
      .thenRefuses('invalid', INVALID_RESET_LINK);
    given(user(), invited(), requested('token-1'), requested('token-2', 'r2'))
      .when((u) => u.changePassword('token-1', 'new-hash', AT))
      .thenRefuses('invalid', INVALID_RESET_LINK);
    given(user(), invited(), requested('token-1'))
      .when((u) => u.changePassword('token-1', 'new-hash', expiresAt))
      .thenRefuses('invalid', INVALID_RESET_LINK);
    given(user(), invited())
      .when((u) => u.changePassword('token-1', 'new-hash', AT))
      .thenRefuses('invalid', INVALID_RESET_LINK);
    given(user(), invited(), requested('token-1'), removed)
      .when((u) => u.changePassword('token-1', 'new-hash', AT))
      .thenRefuses('invalid', INVALID_RESET_LINK);
  });

  it('says the pt-BR message the spec gives', () => {
    expect(INVALID_RESET_LINK).toBe(
      'Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.',
    );
  });
});
