import { getMeOptions } from '@despacho/api-client';
import { hasPermission, mayRun, type PermissionArea, type Role, type RoleAction, roleOf } from '@despacho/domain';
import { useQuery } from '@tanstack/react-query';
import { appQueryClient } from './query-client';
import { session } from './session';
import type { RoutePrefetch } from './ui/preload-route';

export type Me = NonNullable<ReturnType<typeof useMe>['data']>;

const ME_FRESH_MS = 60_000;
const meQuery = () => ({ ...getMeOptions(), staleTime: ME_FRESH_MS });

export function useMe() {
  return useQuery(meQuery());
}

/** Starts GET me for a signed-in page before its shell renders (app/back-office-data.ts). */
export const mePrefetch: RoutePrefetch = {
  prefetch: () => {
    if (session.token()) void appQueryClient().prefetchQuery(meQuery());
  },
};

export interface AreaRule {
  area: PermissionArea;
  /** Settings sub-areas such as users also need admin (spec settings.md §6). */
  admin?: boolean;
  /** Freight table upload, reuse and download are for the provider's super admins only. */
  superAdmin?: boolean;
  /** The freight audit exists only for companies that have it enabled (GET me company.has_audit_enabled). */
  auditEnabled?: boolean;
}

export function canAccess(me: Me, rule: AreaRule): boolean {
  if (rule.superAdmin && !me.is_super_admin) return false;
  if (rule.admin && !me.is_admin && !me.is_super_admin) return false;
  if (rule.auditEnabled && !me.company.has_audit_enabled) return false;
  return hasPermission(me, rule.area);
}

/** The signed-in user's role in the role table (docs/roles.md). */
export function roleOfMe(me: Me): Role {
  return roleOf({ isAdmin: me.is_admin, isSuperAdmin: me.is_super_admin });
}

/** Whether the signed-in user may run a tiered action (false while the session loads). */
export function useMayRun(action: RoleAction): boolean {
  const me = useMe();
  return me.data ? mayRun(action, roleOfMe(me.data)) : false;
}
