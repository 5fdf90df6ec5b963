import { describe, expect, it } from 'vitest';
import { DomainRuleError, type DomainRuleReason } from './domain-rule-error.js';
import { FINAL_ORDER_STATUSES, ORDER_STATUS_IDS, type OrderStatusId } from './order-status.js';
import type { Role } from '../roles.js';
import {
  assertTransition,
  availableOrderActions,
  BATCH_ACTIONS,
  batchActionsFor,
  isBatchAction,
  type OrderAction,
} from './order-transitions.js';

const ROLES: Role[] = ['user', 'admin', 'superAdmin'];

function refusal(run: () => unknown): { reason: DomainRuleReason; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainRuleError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('the action was allowed');
}

// The whole table: every action, the statuses it may start from, where it leads and who may run it.
const ALLOWED: { action: OrderAction; roles: Role[]; moves: [OrderStatusId, OrderStatusId][] }[] = [
  {
    action: 'confirmShipment',
    roles: ROLES,
    moves: [
      [1, 2],
      [11, 2],
    ],
  },
  {
    action: 'sendInvoice',
    roles: ROLES,
    moves: [
      [1, 2],
      [2, 2],
      [6, 6],
      [11, 11],
      [12, 12],
    ],
  },
  {
    action: 'markInTransit',
    roles: ['admin', 'superAdmin'],
    moves: [
      [1, 3],
      [2, 3],
      [6, 3],
    ],
  },
  {
    action: 'markOutForDelivery',
    roles: ['superAdmin'],
    moves: [
      [2, 4],
      [6, 4],
      [3, 4],
    ],
  },
  {
    action: 'markDelivered',
    roles: ['admin', 'superAdmin'],
    moves: [
      [2, 5],
      [6, 5],
      [3, 5],
      [4, 5],
      [7, 5],
    ],
  },
  {
    action: 'markInReturn',
    roles: ['admin', 'superAdmin'],
    moves: [
      [2, 7],
      [6, 7],
      [3, 7],
      [4, 7],
    ],
  },
  {
    action: 'cancel',
    roles: ROLES,
    moves: [
      [1, 9],
      [2, 9],
      [6, 9],
      [8, 9],
      [10, 9],
      [11, 9],
      [12, 9],
    ],
  },
  {
    action: 'changeDeliveryDate',
    roles: ['superAdmin'],
    moves: ([1, 2, 3, 4, 6, 7, 8, 10, 11, 12] as const).map((status) => [status, status]),
  },
];

describe('assertTransition: allowed', () => {
  const cases = ALLOWED.flatMap(({ action, roles, moves }) =>
    moves.flatMap(([from, to]) => roles.map((role) => ({ action, from, to, role }))),
  );

  it.each(cases)('$action from $from → $to by $role', ({ action, from, to, role }) =>
    expect(assertTransition(from, action, role)).toBe(to),
  );

  it('refuses every other status for each action', () => {
    for (const { action, moves } of ALLOWED) {
      const allowedFrom = moves.map(([from]) => from);
      for (const from of ORDER_STATUS_IDS.filter((status) => !allowedFrom.includes(status))) {
        expect(refusal(() => assertTransition(from, action, 'superAdmin')).reason, `${action} from ${from}`).toBe(
          'forbidden-transition',
        );
      }
    }
  });
});

describe('assertTransition: forbidden by status', () => {
  it.each<[string, OrderStatusId, OrderAction, string]>([
    [
      'cancel is irreversible',
      9,
      'markDelivered',
      'Não é possível marcar como entregue um pedido Cancelado. O cancelamento é irreversível.',
    ],
    [
      'cancel is irreversible',
      9,
      'sendInvoice',
      'Não é possível enviar a nota fiscal de um pedido Cancelado. O cancelamento é irreversível.',
    ],
    [
      'in-return is irreversible',
      7,
      'markInTransit',
      'Não é possível marcar como em trânsito um pedido Retornando. A devolução é irreversível.',
    ],
    [
      'in-return is irreversible',
      7,
      'cancel',
      'Não é possível cancelar um pedido Retornando. A devolução é irreversível.',
    ],
    [
      'in-return is irreversible',
      14,
      'markDelivered',
      'Não é possível marcar como entregue um pedido Devolvido. A devolução é irreversível.',
    ],
    ['already in transit', 3, 'markInTransit', 'Não é possível marcar como em trânsito um pedido Em trânsito.'],
    ['the goods are on the road', 3, 'cancel', 'Não é possível cancelar um pedido Em trânsito.'],
    ['the goods are out for delivery', 4, 'cancel', 'Não é possível cancelar um pedido Saiu para entrega.'],
    ['delivered is final', 5, 'cancel', 'Não é possível cancelar um pedido Entregue.'],
    ['delivered is final', 5, 'markInReturn', 'Não é possível marcar como em devolução um pedido Entregue.'],
    ['delivered is final', 5, 'changeDeliveryDate', 'Não é possível alterar a data de entrega de um pedido Entregue.'],
    [
      'in transit only from 1, 2, 6',
      4,
      'markInTransit',
      'Não é possível marcar como em trânsito um pedido Saiu para entrega.',
    ],
    [
      'never confirmed, never shipped',
      1,
      'markDelivered',
      'Não é possível marcar como entregue um pedido Aguardando Nota.',
    ],
    ['never shipped', 1, 'markInReturn', 'Não é possível marcar como em devolução um pedido Aguardando Nota.'],
    [
      'a failure is neither delivered nor returned',
      8,
      'markDelivered',
      'Não é possível marcar como entregue um pedido Falha.',
    ],
    [
      'no quote, no carrier to deliver',
      12,
      'markDelivered',
      'Não é possível marcar como entregue um pedido Aguardando Cotação.',
    ],
    [
      'out for delivery follows transit, not return',
      7,
      'markOutForDelivery',
      'Não é possível marcar como saiu para entrega um pedido Retornando. A devolução é irreversível.',
    ],
    ['already confirmed', 2, 'confirmShipment', 'Não é possível confirmar a remessa de um pedido Aguardando aceite.'],
    [
      'the invoice left with the goods',
      3,
      'sendInvoice',
      'Não é possível enviar a nota fiscal de um pedido Em trânsito.',
    ],
  ])('%s: %i %s', (_reason, from, action, message) =>
    expect(refusal(() => assertTransition(from, action, 'superAdmin'))).toEqual({
      reason: 'forbidden-transition',
      message,
    }),
  );

  it('nothing leaves a cancelled, delivered or returned order', () => {
    for (const status of FINAL_ORDER_STATUSES)
      expect(availableOrderActions(status, 'superAdmin'), `from ${status}`).toEqual([]);
  });

  it('a returning order can only be delivered (or get a new date): it never goes back', () => {
    expect(availableOrderActions(7, 'superAdmin')).toEqual(['markDelivered', 'changeDeliveryDate']);
  });
});

describe('assertTransition: forbidden by role', () => {
  it.each<[OrderAction, Role, string]>([
    ['markInTransit', 'user', 'Apenas administradores podem marcar como em trânsito um pedido.'],
    ['markDelivered', 'user', 'Apenas administradores podem marcar como entregue um pedido.'],
    ['markInReturn', 'user', 'Apenas administradores podem marcar como em devolução um pedido.'],
    ['markOutForDelivery', 'user', 'Apenas super administradores podem marcar como saiu para entrega um pedido.'],
    ['markOutForDelivery', 'admin', 'Apenas super administradores podem marcar como saiu para entrega um pedido.'],
    ['changeDeliveryDate', 'admin', 'Apenas super administradores podem alterar a data de entrega de um pedido.'],
  ])('%s by %s', (action, role, message) =>
    expect(refusal(() => assertTransition(3, action, role))).toEqual({ reason: 'forbidden-role', message }),
  );

  it('checks the role before the status', () =>
    expect(refusal(() => assertTransition(9, 'markDelivered', 'user')).reason).toBe('forbidden-role'));
});

describe('availableOrderActions', () => {
  it.each<[OrderStatusId, Role, OrderAction[]]>([
    [1, 'user', ['confirmShipment', 'sendInvoice', 'cancel']],
    [1, 'admin', ['confirmShipment', 'sendInvoice', 'markInTransit', 'cancel']],
    [2, 'user', ['sendInvoice', 'cancel']],
    [
      6,
      'superAdmin',
      [
        'sendInvoice',
        'markInTransit',
        'markOutForDelivery',
        'markDelivered',
        'markInReturn',
        'cancel',
        'changeDeliveryDate',
      ],
    ],
    [3, 'user', []],
    [3, 'admin', ['markDelivered', 'markInReturn']],
    [4, 'superAdmin', ['markDelivered', 'markInReturn', 'changeDeliveryDate']],
    [10, 'user', ['cancel']],
  ])('status %i for %s', (status, role, actions) => expect(availableOrderActions(status, role)).toEqual(actions));
});

describe('batch actions', () => {
  it('maps each BatchOrders verb to its action', () =>
    expect(BATCH_ACTIONS).toEqual({
      cancel: 'cancel',
      inTransit: 'markInTransit',
      inReturn: 'markInReturn',
      deliver: 'markDelivered',
    }));

  it.each([
    ['cancel', true],
    ['inTransit', true],
    ['inReturn', true],
    ['deliver', true],
    ['markDelivered', false],
    ['toString', false],
    [1, false],
  ])('isBatchAction(%j) → %s', (value, expected) => expect(isBatchAction(value)).toBe(expected));

  it.each<[Role, string[]]>([
    ['user', ['cancel']],
    ['admin', ['cancel', 'inTransit', 'inReturn', 'deliver']],
    ['superAdmin', ['cancel', 'inTransit', 'inReturn', 'deliver']],
  ])('%s may run %j', (role, verbs) => expect(batchActionsFor(role)).toEqual(verbs));

  it('runs the same rule as the single action', () =>
    expect(refusal(() => assertTransition(5, BATCH_ACTIONS.cancel, 'user'))).toEqual({
      reason: 'forbidden-transition',
      message: 'Não é possível cancelar um pedido Entregue.',
    }));
});
