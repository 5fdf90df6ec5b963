import type { PermissionArea } from '@despacho/domain';

/** The signed-in caller, as the JWT strategy resolves it from the token and the read model. */
export interface Actor {
  userId: string;
  companyId: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  permissions: PermissionArea[] | null;
}

/** A caller as the read model knows them, with the session version their tokens must carry. */
export interface ResolvedActor {
  actor: Actor;
  sessionVersion: number;
}

/** Claims carried by the session token. */
export interface TokenClaims {
  sub: string;
  company_id: string;
  is_admin: boolean;
  is_super_admin: boolean;
  permissions: PermissionArea[] | null;
  /** The user's session version when issued (a password change bumps it); absent in older tokens: 0. */
  sv?: number;
}
