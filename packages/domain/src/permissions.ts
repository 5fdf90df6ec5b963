/** Permission areas of the spec (public-account.md §2.1, §6). */
export const PERMISSION_AREAS = [
  'dashboard',
  'onboarding',
  'orders',
  'pickups',
  'quotation',
  'audit',
  'settings',
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** New users get these five areas and is_admin false (orders-pickups.md §6). */
export const DEFAULT_USER_PERMISSIONS: readonly PermissionArea[] = [
  'dashboard',
  'orders',
  'pickups',
  'quotation',
  'settings',
];

export interface PermissionHolder {
  is_admin: boolean;
  is_super_admin: boolean;
  permissions: readonly string[] | null;
}

export function isPermissionArea(value: unknown): value is PermissionArea {
  return typeof value === 'string' && (PERMISSION_AREAS as readonly string[]).includes(value);
}

/** Passes for admins and super admins, when permissions is null, or when the list contains the area. */
export function hasPermission(user: PermissionHolder, area: PermissionArea): boolean {
  return user.is_admin || user.is_super_admin || user.permissions === null || user.permissions.includes(area);
}
