import { DomainError } from '@despacho/domain';
import type { PermissionArea } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type UserEvent,
  IdentityEvents,
  type PasswordChanged,
  type PasswordResetRequested,
  type UserEmailConfirmed,
  type UserInfoUpdated,
  type UserInvited,
  type UserJoinedCompany,
  type UserRemoved,
} from '../events/identity-events.js';

export interface UserInfo {
  name: string;
  email: string;
  isAdmin: boolean;
  permissions: PermissionArea[] | null;
}

/** Who is acting on the user, as far as the user's own rules care. */
export interface UserEditor {
  userId: string;
  companyId: string;
  isSuperAdmin: boolean;
}

export const INVALID_RESET_LINK =
  'Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.';

export class User extends Aggregate<UserEvent> {
  readonly streamType = 'user';
  invited = false;
  removed = false;
  companyId = '';
  email = '';
  isSuperAdmin = false;
  confirmed = false;
  /** The pending reset link, if any: only the latest request's token is good, once, until it expires. */
  private resetToken: { hash: string; expiresAt: number } | null = null;
  readonly companies = new Set<string>();

  invite(
    input: UserInfo & {
      companyId: string;
      passwordHash: string;
      isSuperAdmin: boolean;
      invitedByName: string | null;
      signedUp?: boolean;
    },
  ): void {
    const event: UserInvited = {
      user_id: this.id,
      company_id: input.companyId,
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      password_hash: input.passwordHash,
      is_admin: input.isAdmin,
      is_super_admin: input.isSuperAdmin,
      permissions: input.permissions,
      invited_by_name: input.invitedByName,
      ...(input.signedUp ? { signed_up: true } : {}),
    };
    this.raise(IdentityEvents.UserInvited, event);
  }

  updateInfo(editor: UserEditor, info: UserInfo): void {
    this.assertEditableBy(editor);
    const event: UserInfoUpdated = {
      name: info.name.trim(),
      email: info.email.trim().toLowerCase(),
      is_admin: info.isAdmin,
      permissions: info.permissions,
    };
    this.raise(IdentityEvents.UserInfoUpdated, event);
  }

  remove(editor: UserEditor): void {
    this.assertEditableBy(editor);
    if (editor.userId === this.id) throw new DomainError('invalid', 'Você não pode excluir o seu próprio usuário.');
    this.raise(IdentityEvents.UserRemoved, { company_id: this.companyId } satisfies UserRemoved);
  }

  joinCompany(companyId: string): void {
    if (this.companies.has(companyId)) return;
    this.raise(IdentityEvents.UserJoinedCompany, { company_id: companyId } satisfies UserJoinedCompany);
  }

  confirmEmail(at: Date): void {
    if (!this.invited || this.removed) throw new DomainError('not-found', 'Usuário não encontrado.');
    if (this.confirmed) return;
    this.raise(IdentityEvents.UserEmailConfirmed, { confirmed_at: at.toISOString() } satisfies UserEmailConfirmed);
  }

  requestPasswordReset(requestId: string, tokenHash: string, expiresAt: Date, purpose?: 'sign-up'): void {
    if (!this.invited || this.removed) return;
    const event: PasswordResetRequested = {
      request_id: requestId,
      token_hash: tokenHash,
      expires_at: expiresAt.toISOString(),
      ...(purpose ? { purpose } : {}),
    };
    this.raise(IdentityEvents.PasswordResetRequested, event);
  }

  /** A used, superseded, expired or unknown token all answer the same: ask for a new link. */
  changePassword(tokenHash: string, passwordHash: string, at: Date): void {
    const pending = this.resetToken;
    if (!this.invited || this.removed || pending?.hash !== tokenHash || pending.expiresAt <= at.getTime()) {
      throw new DomainError('invalid', INVALID_RESET_LINK);
    }
    this.raise(IdentityEvents.PasswordChanged, { password_hash: passwordHash } satisfies PasswordChanged);
  }

  /** Another company's user answers 404, exactly like a user that does not exist. */
  private assertEditableBy(editor: UserEditor): void {
    if (!this.invited || this.removed || this.companyId !== editor.companyId) {
      throw new DomainError('not-found', 'Usuário não encontrado.');
    }
    if (this.isSuperAdmin && !editor.isSuperAdmin)
      throw new DomainError('forbidden', 'Você não tem permissão para esta ação.');
  }

  protected evolve({ type, data }: UserEvent): void {
    switch (type) {
      case IdentityEvents.UserInvited:
        this.invited = true;
        this.companyId = data.company_id;
        this.email = data.email;
        this.isSuperAdmin = data.is_super_admin;
        this.companies.add(data.company_id);
        break;
      case IdentityEvents.UserInfoUpdated:
        this.email = data.email;
        break;
      case IdentityEvents.UserRemoved:
        this.removed = true;
        break;
      case IdentityEvents.UserJoinedCompany:
        this.companies.add(data.company_id);
        break;
      case IdentityEvents.UserEmailConfirmed:
        this.confirmed = true;
        break;
      case IdentityEvents.PasswordResetRequested:
        this.resetToken = { hash: data.token_hash, expiresAt: Date.parse(data.expires_at) };
        break;
      case IdentityEvents.PasswordChanged:
        this.resetToken = null;
        break;
    }
  }
}
