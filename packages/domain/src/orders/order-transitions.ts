// Which actions may change an order's status, from which statuses and by whom (orders-pickups.md §4, §6).
import { DomainRuleError } from './domain-rule-error.js';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS,
  ORDER_STATUS_DESCRIPTIONS,
  ORDER_STATUS_IDS,
  type OrderStatusId,
} from './order-status.js';

/** The session's is_super_admin wins over is_admin; everyone else is a merchant user. */
export type OrderRole = 'user' | 'admin' | 'superAdmin';

export function orderRoleOf(actor: { isAdmin: boolean; isSuperAdmin: boolean }): OrderRole {
  if (actor.isSuperAdmin) return 'superAdmin';
  return actor.isAdmin ? 'admin' : 'user';
}

export type OrderAction =
  | 'confirmShipment'
  | 'sendInvoice'
  | 'markInTransit'
  | 'markOutForDelivery'
  | 'markDelivered'
  | 'markInReturn'
  | 'cancel'
  | 'changeDeliveryDate';

// §6 names two privileged tiers (operations and "the other") that may mark in transit, delivered
// and in return, and says "admin or super admin" for delivered: the tiers are admin and super admin.
type RoleGroup = 'anyUser' | 'admins' | 'superAdmins';

const ROLE_GROUPS: Readonly<Record<RoleGroup, { roles: readonly OrderRole[]; name: string }>> = {
  anyUser: { roles: ['user', 'admin', 'superAdmin'], name: 'usuários' },
  admins: { roles: ['admin', 'superAdmin'], name: 'administradores' },
  superAdmins: { roles: ['superAdmin'], name: 'super administradores' },
};

interface ActionRule {
  /** pt-BR phrase completed by "um pedido {status}" in messages. */
  verb: string;
  who: RoleGroup;
  /** Current status → status after the action; a status absent here refuses the action. */
  moves: ReadonlyMap<OrderStatusId, OrderStatusId>;
}

const to = (target: OrderStatusId, from: readonly OrderStatusId[]) => new Map(from.map((status) => [status, target]));
const keeping = (from: readonly OrderStatusId[]) => new Map(from.map((status) => [status, status]));
const NOT_FINAL = ORDER_STATUS_IDS.filter((status) => !FINAL_ORDER_STATUSES.includes(status));

const RULES: Readonly<Record<OrderAction, ActionRule>> = {
  // Status 2 is "Com NF ou Aguardando aceite": reached by sending the invoice or by confirming the
  // shipment without one; an order awaiting approval (11) is confirmed the same way.
  confirmShipment: { verb: 'confirmar a remessa de', who: 'anyUser', moves: to(2, [1, 11]) },
  // 'Enviar nota' is offered at status 1. The invoice can still be replaced while the goods have not
  // left (2, 6) or before approval or quote (11, 12, the invoice-alert statuses); those keep their status.
  sendInvoice: {
    verb: 'enviar a nota fiscal de',
    who: 'anyUser',
    moves: new Map([...to(ORDER_STATUS.awaitingAcceptance, [ORDER_STATUS.awaitingInvoice]), ...keeping([2, 6, 11, 12])]),
  },
  markInTransit: { verb: 'marcar como em trânsito', who: 'admins', moves: to(3, [1, 2, 6]) },
  // The spec gives no origin statuses for out-for-delivery; like delivered, it may skip ahead from
  // 2 and 6, and it follows in transit. Not from 7: in-return is irreversible.
  markOutForDelivery: { verb: 'marcar como saiu para entrega', who: 'superAdmins', moves: to(4, [2, 6, 3]) },
  markDelivered: { verb: 'marcar como entregue', who: 'admins', moves: to(5, [2, 6, 3, 4, 7]) },
  markInReturn: { verb: 'marcar como em devolução', who: 'admins', moves: to(7, [2, 6, 3, 4]) },
  // Any user may cancel (§6), so only while the goods are not on the road: before collection
  // (1, 2, 6, 11, 12) and on failure or error (8, 10), from which the spec offers neither delivered
  // nor in-return. Cancel itself is irreversible: nothing leaves 9.
  cancel: { verb: 'cancelar', who: 'anyUser', moves: to(9, [1, 2, 6, 8, 10, 11, 12]) },
  // A new delivery forecast means nothing once the order is delivered, cancelled or returned.
  changeDeliveryDate: { verb: 'alterar a data de entrega de', who: 'superAdmins', moves: keeping(NOT_FINAL) },
};

const IRREVERSIBLE_NOTES: Partial<Record<OrderStatusId, string>> = {
  [ORDER_STATUS.cancelled]: 'O cancelamento é irreversível.',
  [ORDER_STATUS.returning]: 'A devolução é irreversível.',
  [ORDER_STATUS.returned]: 'A devolução é irreversível.',
};

/** Whether `role` may run `action` at all, whatever the order's status (e.g. to show a bulk action). */
export function mayRun(action: OrderAction, role: OrderRole): boolean {
  return ROLE_GROUPS[RULES[action].who].roles.includes(role);
}

/** A DomainRuleError ('forbidden-role') unless `role` may run `action` on some order. */
export function assertMayRun(action: OrderAction, role: OrderRole): void {
  const rule = RULES[action];
  if (!mayRun(action, role)) {
    throw new DomainRuleError('forbidden-role', `Apenas ${ROLE_GROUPS[rule.who].name} podem ${rule.verb} um pedido.`);
  }
}

/** The status `action` leads to from `from` for `role`, or a DomainRuleError saying why not. */
export function assertTransition(from: OrderStatusId, action: OrderAction, role: OrderRole): OrderStatusId {
  assertMayRun(action, role);
  const rule = RULES[action];
  const next = rule.moves.get(from);
  if (next === undefined) {
    const refusal = `Não é possível ${rule.verb} um pedido ${ORDER_STATUS_DESCRIPTIONS[from]}.`;
    const note = IRREVERSIBLE_NOTES[from];
    throw new DomainRuleError('forbidden-transition', note ? `${refusal} ${note}` : refusal);
  }
  return next;
}

/** The actions `role` can run on an order in `status`, in the order of OrderAction (for header menus). */
export function availableOrderActions(status: OrderStatusId, role: OrderRole): OrderAction[] {
  return (Object.keys(RULES) as OrderAction[]).filter((action) => mayRun(action, role) && RULES[action].moves.has(status));
}

/** BatchOrders verbs (§4 "Bulk actions") and the action each runs on every selected order. */
export const BATCH_ACTIONS = {
  cancel: 'cancel',
  inTransit: 'markInTransit',
  inReturn: 'markInReturn',
  deliver: 'markDelivered',
} as const satisfies Record<string, OrderAction>;

export type BatchAction = keyof typeof BATCH_ACTIONS;

export function isBatchAction(value: unknown): value is BatchAction {
  return typeof value === 'string' && Object.hasOwn(BATCH_ACTIONS, value);
}

/** Bulk verbs offered to `role`: cancel for everyone, the status marks for admins and super admins. */
export function batchActionsFor(role: OrderRole): BatchAction[] {
  return (Object.keys(BATCH_ACTIONS) as BatchAction[]).filter((verb) => mayRun(BATCH_ACTIONS[verb], role));
}
