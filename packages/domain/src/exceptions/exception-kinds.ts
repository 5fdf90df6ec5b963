// The exceptions desk (issue 32): what makes an order need someone, who must act and what to do.
import { TRACKING_PROBLEM_REASONS } from '../carriers/carrier-tracking-effects.js';
import type { TrackingState } from '../carriers/tracking-state.js';
import { ALERT_TYPE } from '../orders/occurrence-alerts.js';
import { ORDER_STATUS, type OrderStatusId } from '../orders/order-status.js';

export const EXCEPTION_KINDS = [
  'stale_tracking',
  'failed_attempt',
  'address',
  'refused',
  'damage',
  'loss',
  'awaiting_pickup',
  'predicted_breach',
  'returned',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const EXCEPTION_ACTORS = ['carrier', 'merchant', 'recipient'] as const;
export type ExceptionActor = (typeof EXCEPTION_ACTORS)[number];

export const EXCEPTION_ACTIONS = [
  'open_occurrence',
  'correct_address',
  'contact_recipient',
  'reship',
  'refund',
] as const;
export type ExceptionAction = (typeof EXCEPTION_ACTIONS)[number];

/** What a person records when closing one: the action taken, or that none was needed. */
export const MANUAL_RESOLUTIONS = [...EXCEPTION_ACTIONS, 'no_action'] as const;
/** What closes one by itself: the order delivered, carrier news again, the order cancelled. */
export const AUTOMATIC_RESOLUTIONS = ['delivered', 'tracking_resumed', 'order_cancelled'] as const;
export type ExceptionResolution = (typeof MANUAL_RESOLUTIONS)[number] | (typeof AUTOMATIC_RESOLUTIONS)[number];

interface KindRule {
  label: string;
  actor: ExceptionActor;
  action: ExceptionAction;
}

export const EXCEPTION_KIND_RULES: Readonly<Record<ExceptionKind, KindRule>> = {
  stale_tracking: { label: 'Rastreamento desatualizado', actor: 'carrier', action: 'open_occurrence' },
  failed_attempt: { label: 'Tentativa de entrega sem sucesso', actor: 'recipient', action: 'contact_recipient' },
  address: { label: 'Problema no endereço', actor: 'merchant', action: 'correct_address' },
  refused: { label: 'Entrega recusada', actor: 'merchant', action: 'refund' },
  damage: { label: 'Avaria', actor: 'carrier', action: 'open_occurrence' },
  loss: { label: 'Extravio', actor: 'merchant', action: 'reship' },
  awaiting_pickup: { label: 'Aguardando retirada na agência', actor: 'recipient', action: 'contact_recipient' },
  predicted_breach: { label: 'Atraso previsto', actor: 'merchant', action: 'contact_recipient' },
  returned: { label: 'Devolvido', actor: 'merchant', action: 'reship' },
};

export const EXCEPTION_ACTOR_LABELS: Readonly<Record<ExceptionActor, string>> = {
  carrier: 'Transportadora',
  merchant: 'Lojista',
  recipient: 'Destinatário',
};

export const EXCEPTION_ACTION_LABELS: Readonly<Record<ExceptionAction, string>> = {
  open_occurrence: 'Abrir ocorrência com a transportadora',
  correct_address: 'Corrigir o endereço',
  contact_recipient: 'Contatar o destinatário',
  reship: 'Reenviar',
  refund: 'Reembolsar',
};

export const EXCEPTION_RESOLUTION_LABELS: Readonly<Record<ExceptionResolution, string>> = {
  open_occurrence: 'Ocorrência aberta com a transportadora',
  correct_address: 'Endereço corrigido',
  contact_recipient: 'Destinatário contatado',
  reship: 'Reenviado',
  refund: 'Reembolsado',
  no_action: 'Nenhuma ação necessária',
  delivered: 'Pedido entregue',
  tracking_resumed: 'Rastreamento retomado',
  order_cancelled: 'Pedido cancelado',
};

/** Kinds that stay open after delivery: the goods arrived damaged, or a person must still settle them. */
const SURVIVE_DELIVERY: readonly ExceptionKind[] = ['damage', 'loss', 'returned', 'refused'];

/** The kinds a delivered order closes by itself. */
export const KINDS_CLOSED_BY_DELIVERY: readonly ExceptionKind[] = EXCEPTION_KINDS.filter(
  (kind) => !SURVIVE_DELIVERY.includes(kind),
);

/** An occurrence as the order's timeline keeps it (manual or carrier). */
export interface OccurrenceFacts {
  state?: TrackingState;
  message: string | null;
  alert_type: number | null;
}

const mentions = (message: string | null, problem: 'address' | 'refused') =>
  message !== null && message.includes(TRACKING_PROBLEM_REASONS[problem]);

/**
 * The exception an occurrence opens, or null. Damage and loss come from the alert (manual or carrier
 * occurrences alike); the rest from the carrier's canonical state and the reason it was recorded with.
 */
export function exceptionKindOfOccurrence(occurrence: OccurrenceFacts): ExceptionKind | null {
  if (occurrence.alert_type === ALERT_TYPE.damage) return 'damage';
  if (occurrence.alert_type === ALERT_TYPE.loss) return 'loss';
  const { state, message } = occurrence;
  if (state === 'failed_attempt' || state === 'exception') {
    if (mentions(message, 'address')) return 'address';
    if (mentions(message, 'refused')) return 'refused';
    return state === 'failed_attempt' || (message ?? '').includes(TRACKING_PROBLEM_REASONS.absent)
      ? 'failed_attempt'
      : null;
  }
  if (state === 'awaiting_pickup') return 'awaiting_pickup';
  if (state === 'returning' || state === 'returned') return 'returned';
  return null;
}

/** A status move that opens one: in return or returned (marked by hand or by the carrier). */
export function exceptionKindOfStatus(status: OrderStatusId): ExceptionKind | null {
  return status === ORDER_STATUS.returning || status === ORDER_STATUS.returned ? 'returned' : null;
}
