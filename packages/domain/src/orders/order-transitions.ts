// Which actions may change an order's status and from which statuses (orders-pickups.md §4); who may
// run each is the role table's (roles.ts, orders-pickups.md §6).
import { actionPhrase, assertMayRun, mayRun, type Role } from '../roles.js';
import { DomainRuleError } from './domain-rule-error.js';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS,
  ORDER_STATUS_DESCRIPTIONS,
  ORDER_STATUS_IDS,
  type OrderStatusId,
} from './order-status.js';

export type OrderAction =
  | 'confirmShipment'
  | 'sendInvoice'
  | 'markInTransit'
  | 'markOutForDelivery'
  | 'markDelivered'
  | 'markInReturn'
  | 'cancel'
  | 'changeDeliveryDate';

/** Per action: current status → status after the action; a status absent here refuses the action. */
type Moves = ReadonlyMap<OrderStatusId, OrderStatusId>;

const to = (target: OrderStatusId, from: readonly OrderStatusId[]) => new Map(from.map((status) => [status, target]));
const keeping = (from: readonly OrderStatusId[]) => new Map(from.map((status) => [status, status]));
const NOT_FINAL = ORDER_STATUS_IDS.filter((status) => !FINAL_ORDER_STATUSES.includes(status));

const MOVES: Readonly<Record<OrderAction, Moves>> = {
  // Status 2 is "Com NF ou Aguardando aceite": reached by sending the invoice or by confirming the
  // shipment without one; an order awaiting approval (11) is confirmed the same way.
  confirmShipment: to(2, [1, 11]),
  // 'Enviar nota' is offered at status 1. The invoice can still be replaced while the goods have not
  // left (2, 6) or before approval or quote (11, 12, the invoice-alert statuses); those keep their status.
  sendInvoice: new Map([
    ...to(ORDER_STATUS.awaitingAcceptance, [ORDER_STATUS.awaitingInvoice]),
    ...keeping([2, 6, 11, 12]),
  ]),
  markInTransit: to(3, [1, 2, 6]),
  // The spec gives no origin statuses for out-for-delivery; like delivered, it may skip ahead from
  // 2 and 6, and it follows in transit. Not from 7: in-return is irreversible.
  markOutForDelivery: to(4, [2, 6, 3]),
  markDelivered: to(5, [2, 6, 3, 4, 7]),
  markInReturn: to(7, [2, 6, 3, 4]),
  // Any user may cancel (§6), so only while the goods are not on the road: before collection
  // (1, 2, 6, 11, 12) and on failure or error (8, 10), from which the spec offers neither delivered
  // nor in-return. Cancel itself is irreversible: nothing leaves 9.
  cancel: to(9, [1, 2, 6, 8, 10, 11, 12]),
  // A new delivery forecast means nothing once the order is delivered, cancelled or returned.
  changeDeliveryDate: keeping(NOT_FINAL),
};

const IRREVERSIBLE_NOTES: Partial<Record<OrderStatusId, string>> = {
  [ORDER_STATUS.cancelled]: 'O cancelamento é irreversível.',
  [ORDER_STATUS.returning]: 'A devolução é irreversível.',
  [ORDER_STATUS.returned]: 'A devolução é irreversível.',
};

/** The status `action` leads to from `from` for `role`, or a DomainRuleError saying why not. */
export function assertTransition(from: OrderStatusId, action: OrderAction, role: Role): OrderStatusId {
  assertMayRun(action, role);
  const next = MOVES[action].get(from);
  if (next === undefined) {
    const refusal = `Não é possível ${actionPhrase(action)} ${ORDER_STATUS_DESCRIPTIONS[from]}.`;
    const note = IRREVERSIBLE_NOTES[from];
    throw new DomainRuleError('forbidden-transition', note ? `${refusal} ${note}` : refusal);
  }
  return next;
}

/** The actions `role` can run on an order in `status`, in the order of OrderAction (for header menus). */
export function availableOrderActions(status: OrderStatusId, role: Role): OrderAction[] {
  return (Object.keys(MOVES) as OrderAction[]).filter((action) => mayRun(action, role) && MOVES[action].has(status));
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
export function batchActionsFor(role: Role): BatchAction[] {
  return (Object.keys(BATCH_ACTIONS) as BatchAction[]).filter((verb) => mayRun(BATCH_ACTIONS[verb], role));
}
