import { hasPermission, mayRun, type PermissionArea, type RoleAction, roleOf, roleRefusal } from '@despacho/domain';
import { ForbiddenError } from '../http/app-errors.js';
import type { Actor } from './actor.js';

/** What an endpoint or a command asks of the caller. */
export interface AccessRule {
  area?: PermissionArea;
  admin?: boolean;
  superAdmin?: boolean;
  /** A tiered action of the role table (docs/roles.md): refused with its pt-BR reason. */
  action?: RoleAction;
}

export function assertAccess(actor: Actor, rule: AccessRule): void {
  const user = { is_admin: actor.isAdmin, is_super_admin: actor.isSuperAdmin, permissions: actor.permissions };
  if (rule.superAdmin && !actor.isSuperAdmin) throw new ForbiddenError();
  if (rule.admin && !actor.isAdmin && !actor.isSuperAdmin) throw new ForbiddenError();
  if (rule.area && !hasPermission(user, rule.area)) throw new ForbiddenError();
  if (rule.action && !mayRun(rule.action, roleOf(actor))) throw new ForbiddenError(roleRefusal(rule.action));
}
