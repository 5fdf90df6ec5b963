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

/** Claims carried by the session token. */
export interface TokenClaims {
  sub: string;
  company_id: string;
  is_admin: boolean;
  is_super_admin: boolean;
  permissions: PermissionArea[] | null;
}
