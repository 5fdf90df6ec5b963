import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_PERMISSIONS,
  PERMISSION_AREAS,
  hasPermission,
  isPermissionArea,
  type PermissionHolder,
} from './permissions.js';

const user = (over: Partial<PermissionHolder>): PermissionHolder => ({
  is_admin: false,
  is_super_admin: false,
  permissions: [],
  ...over,
});

describe('hasPermission (spec: admins, super admins, null list, or the area listed)', () => {
  it.each([
    ['admin without the area', user({ is_admin: true }), true],
    ['super admin without the area', user({ is_super_admin: true }), true],
    ['null permissions', user({ permissions: null }), true],
    ['area listed', user({ permissions: ['orders', 'settings'] }), true],
    ['area missing', user({ permissions: ['orders'] }), false],
    ['empty list', user({ permissions: [] }), false],
  ])('%s → %s', (_, holder, expected) => expect(hasPermission(holder, 'settings')).toBe(expected));
});

describe('permission areas', () => {
  it('are the seven areas of the spec', () =>
    expect(PERMISSION_AREAS).toEqual([
      'dashboard',
      'onboarding',
      'orders',
      'pickups',
      'quotation',
      'audit',
      'settings',
    ]));

  it('gives new users dashboard, orders, pickups, quotation and settings', () =>
    expect(DEFAULT_USER_PERMISSIONS).toEqual(['dashboard', 'orders', 'pickups', 'quotation', 'settings']));

  it.each<[unknown, boolean]>([
    ['audit', true],
    ['onboarding', true],
    ['admin', false],
    ['Orders', false],
    [null, false],
    [1, false],
  ])('isPermissionArea(%j) → %s', (value, expected) => expect(isPermissionArea(value)).toBe(expected));
});
