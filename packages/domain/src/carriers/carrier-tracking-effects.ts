// What a carrier event (its canonical state and problem) means for an order: the status it moves the
// order to, and the occurrence code and alert it raises (issue 30, orders-pickups.md §4 and §9).
import { ALERT_TYPE, type AlertType } from '../orders/occurrence-alerts.js';
import { ORDER_STATUS, type OrderStatusId } from '../orders/order-status.js';
import type { TrackingProblem, TrackingState } from './tracking-state.js';

/**
 * The order status a state moves to. Any event but 'cancelled' proves the carrier has the goods, so
 * failed attempts, parcels held for collection and exceptions count as in transit (never backwards:
 * see carrierStatusRank). 'cancelled' (a label voided before posting) moves nothing.
 */
const STATUS_OF_STATE: Readonly<Record<TrackingState, OrderStatusId | null>> = {
  posted: ORDER_STATUS.inTransit,
  in_transit: ORDER_STATUS.inTransit,
  failed_attempt: ORDER_STATUS.inTransit,
  awaiting_pickup: ORDER_STATUS.inTransit,
  exception: ORDER_STATUS.inTransit,
  out_for_delivery: ORDER_STATUS.outForDelivery,
  returning: ORDER_STATUS.returning,
  delivered: ORDER_STATUS.delivered,
  returned: ORDER_STATUS.returned,
  cancelled: null,
};

export function orderStatusOfTrackingState(state: TrackingState): OrderStatusId | null {
  return STATUS_OF_STATE[state];
}

/**
 * How far along the road a status is, for carrier moves only: a carrier event moves an order to a
 * status of higher rank, never lower. Statuses before the carrier has the goods are 0; in return
 * outranks out for delivery (the return is irreversible); delivered and returned are final.
 */
const RANK: Partial<Record<OrderStatusId, number>> = {
  [ORDER_STATUS.inTransit]: 1,
  [ORDER_STATUS.outForDelivery]: 2,
  [ORDER_STATUS.returning]: 3,
  [ORDER_STATUS.delivered]: 4,
  [ORDER_STATUS.returned]: 5,
};

export function carrierStatusRank(status: OrderStatusId): number {
  return RANK[status] ?? 0;
}

/** Statuses a carrier event never moves the order out of (its events are still kept on the timeline). */
export const CARRIER_FINAL_STATUSES: readonly OrderStatusId[] = [ORDER_STATUS.delivered, ORDER_STATUS.returned];

/**
 * Statuses in which the goods can be with the carrier, so its events are accepted: before the pickup
 * (tracking-only orders and goods posted at an agency never pass through a pickup), on the road, and
 * the final ones (a late event is only added to the timeline). Not cancelled (9), in error (10),
 * awaiting approval (11) or a quote (12): the goods were not handed over.
 */
export const CARRIER_EVENT_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.awaitingInvoice,
  ORDER_STATUS.awaitingAcceptance,
  ORDER_STATUS.pickupAccepted,
  ORDER_STATUS.inTransit,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.returning,
  ORDER_STATUS.failed,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returned,
];

/** The occurrence an event is recorded as: the §9 code (178/179/123/126) and the alert it raises, with its reason. */
export interface CarrierOccurrence {
  /** The §9 occurrence code, or null (the carrier's own code is kept beside it). */
  code: string | null;
  alert: AlertType | null;
  /** pt-BR reason of an alert 4 'Outros' (the message on the timeline), else null. */
  reason: string | null;
}

/** The pt-BR reason each problem is recorded with (the occurrence's message; the exceptions desk reads it back). */
export const TRACKING_PROBLEM_REASONS: Readonly<Record<TrackingProblem, string>> = {
  address: 'Endereço incorreto ou não localizado',
  refused: 'Entrega recusada pelo destinatário',
  absent: 'Destinatário ausente',
  damage: 'Avaria',
  loss: 'Extravio',
  fiscal_hold: 'Mercadoria retida pela fiscalização',
  other: 'Ocorrência na entrega',
};

const TOTAL_DAMAGE = /total/i;

/**
 * Damage → 178 (the carrier's text says total) or 179, loss → 123, fiscal hold → 126 (their alerts
 * follow from the code); a failed attempt, a wrong address, a refusal, any other exception and an
 * unknown carrier code → alert 4 'Outros' with the reason.
 */
export function carrierOccurrenceOf(event: {
  state: TrackingState;
  problem: TrackingProblem | null;
  description: string;
  unknown_code?: boolean;
}): CarrierOccurrence {
  const { state, problem } = event;
  if (problem === 'damage')
    return { code: TOTAL_DAMAGE.test(event.description) ? '178' : '179', alert: ALERT_TYPE.damage, reason: null };
  if (problem === 'loss') return { code: '123', alert: ALERT_TYPE.loss, reason: null };
  if (problem === 'fiscal_hold') return { code: '126', alert: ALERT_TYPE.heldGoods, reason: null };
  if (state === 'failed_attempt') {
    const why = problem ? TRACKING_PROBLEM_REASONS[problem] : 'motivo não informado';
    return { code: null, alert: ALERT_TYPE.other, reason: `Tentativa de entrega sem sucesso: ${why}` };
  }
  if (problem === 'address' || problem === 'refused' || problem === 'absent' || state === 'exception') {
    return { code: null, alert: ALERT_TYPE.other, reason: TRACKING_PROBLEM_REASONS[problem ?? 'other'] };
  }
  if (event.unknown_code)
    return { code: null, alert: ALERT_TYPE.other, reason: 'Código de ocorrência desconhecido da transportadora' };
  return { code: null, alert: null, reason: null };
}
