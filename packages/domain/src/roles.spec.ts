import { describe, expect, it } from 'vitest';
import { DomainRuleError } from './orders/domain-rule-error.js';
import { assertMayRun, mayRun, type Role, type RoleAction, roleOf, roleRefusal } from './roles.js';

const ROLES: Role[] = ['user', 'admin', 'superAdmin'];
const ANY_USER = ROLES;
const ADMINS: Role[] = ['admin', 'superAdmin'];
// The provider's operations tier (§6) and the super-admin-only actions.
const SUPER_ADMINS: Role[] = ['superAdmin'];

// The whole table of docs/roles.md: every action, who may run it and the refusal everyone else gets.
// A Record over RoleAction, so an action added to the rules without a line here fails the typecheck.
const TABLE: Record<RoleAction, { roles: Role[]; refusal?: string }> = {
  confirmShipment: { roles: ANY_USER },
  sendInvoice: { roles: ANY_USER },
  cancel: { roles: ANY_USER },
  markInTransit: { roles: ADMINS, refusal: 'Apenas administradores podem marcar como em trânsito um pedido.' },
  markDelivered: { roles: ADMINS, refusal: 'Apenas administradores podem marcar como entregue um pedido.' },
  markInReturn: { roles: ADMINS, refusal: 'Apenas administradores podem marcar como em devolução um pedido.' },
  markOutForDelivery: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem marcar como saiu para entrega um pedido.',
  },
  changeDeliveryDate: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem alterar a data de entrega de um pedido.',
  },
  registerOccurrenceAlert: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem registrar uma ocorrência com alerta.',
  },
  signAsStaff: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem escrever mensagens como Equipe Despacho.',
  },
  managePickups: { roles: SUPER_ADMINS, refusal: 'Apenas super administradores podem abrir a Gestão de Coletas.' },
  confirmPickup: { roles: SUPER_ADMINS, refusal: 'Apenas super administradores podem confirmar uma coleta.' },
  performPickup: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem marcar uma coleta como realizada.',
  },
  changePickupDate: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem alterar a data de uma coleta.',
  },
  changeDriver: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem alterar o motorista de uma coleta.',
  },
  updatePickup: {
    roles: SUPER_ADMINS,
    refusal: 'Apenas super administradores podem alterar o código de integração de uma coleta.',
  },
};

const CASES = (Object.entries(TABLE) as [RoleAction, (typeof TABLE)[RoleAction]][]).flatMap(
  ([action, { roles, refusal }]) => ROLES.map((role) => ({ action, role, allowed: roles.includes(role), refusal })),
);

describe('who may run each action (docs/roles.md)', () => {
  it.each(CASES)('$action by $role → $allowed', ({ action, role, allowed, refusal }) => {
    expect(mayRun(action, role)).toBe(allowed);
    if (allowed) {
      expect(() => assertMayRun(action, role)).not.toThrow();
      return;
    }
    const error = (() => {
      try {
        assertMayRun(action, role);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainRuleError);
    expect(error).toMatchObject({ reason: 'forbidden-role', message: refusal });
  });

  it('words each refusal for the tier that may run the action', () => {
    for (const [action, { refusal }] of Object.entries(TABLE) as [RoleAction, { refusal?: string }][]) {
      if (refusal) expect(roleRefusal(action)).toBe(refusal);
    }
  });

  it("leaves a company's admin out of every operations action: pickups, alerts and the staff badge", () => {
    const operations: RoleAction[] = [
      'managePickups',
      'confirmPickup',
      'performPickup',
      'changePickupDate',
      'changeDriver',
      'updatePickup',
      'registerOccurrenceAlert',
      'signAsStaff',
    ];
    expect(operations.filter((action) => mayRun(action, 'admin'))).toEqual([]);
    expect(operations.filter((action) => mayRun(action, 'superAdmin'))).toEqual(operations);
  });
});

describe('roleOf', () => {
  it.each([
    [{ isAdmin: false, isSuperAdmin: false }, 'user'],
    [{ isAdmin: true, isSuperAdmin: false }, 'admin'],
    [{ isAdmin: false, isSuperAdmin: true }, 'superAdmin'],
    [{ isAdmin: true, isSuperAdmin: true }, 'superAdmin'],
  ])('%j → %s', (actor, role) => expect(roleOf(actor)).toBe(role));
});
