import { hasPermission, mayRun, type PermissionArea, type RoleAction, roleOf, roleRefusal } from '@despacho/domain';
import { NotAllowed } from '../errors/domain-errors.js';
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
  if (rule.superAdmin && !actor.isSuperAdmin) throw new NotAllowed();
  if (rule.admin && !actor.isAdmin && !actor.isSuperAdmin) throw new NotAllowed();
  if (rule.area && !hasPermission(user, rule.area)) throw new NotAllowed();
  if (rule.action && !mayRun(rule.action, roleOf(actor))) throw new NotAllowed(roleRefusal(rule.action));
}
