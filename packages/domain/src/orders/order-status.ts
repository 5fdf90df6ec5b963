// Order status table (orders-pickups.md §4) and what the list and the tracking page derive from it.

export const ORDER_STATUS = {
  awaitingInvoice: 1,
  awaitingAcceptance: 2,
  inTransit: 3,
  outForDelivery: 4,
  delivered: 5,
  pickupAccepted: 6,
  returning: 7,
  failed: 8,
  cancelled: 9,
  error: 10,
  awaitingApproval: 11,
  awaitingQuote: 12,
  returned: 14,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_IDS: readonly OrderStatusId[] = Object.values(ORDER_STATUS);

/**
 * `status.description` as the API sends it: the display names of public-account.md §4
 * ("Order status ids used for display"); 14 is listed only in orders-pickups.md §4.
 */
export const ORDER_STATUS_DESCRIPTIONS: Readonly<Record<OrderStatusId, string>> = {
  1: 'Aguardando Nota',
  2: 'Aguardando aceite',
  3: 'Em trânsito',
  4: 'Saiu para entrega',
  5: 'Entregue',
  6: 'Coleta aceita',
  7: 'Retornando',
  8: 'Falha',
  9: 'Cancelado',
  10: 'Erro',
  11: 'Aguardando Aprovação',
  12: 'Aguardando Cotação',
  14: 'Devolvido',
};

/** No transition leaves these: delivered, cancelled (irreversible) and returned (in-return is irreversible). */
export const FINAL_ORDER_STATUSES: readonly OrderStatusId[] = [5, 9, 14];

export function isOrderStatusId(value: unknown): value is OrderStatusId {
  return (ORDER_STATUS_IDS as readonly unknown[]).includes(value);
}

export function orderStatus(id: OrderStatusId): { id: OrderStatusId; description: string } {
  return { id, description: ORDER_STATUS_DESCRIPTIONS[id] };
}

/**
 * 91 is a value of the list's status filter, never an order's status. It is read as the orders a
 * pickup can still be requested for: status 2, no pickup and a carrier to collect it, the same set
 * /pickups/new offers (orders-pickups.md §2 "Request a pickup").
 */
export const AWAITING_PICKUP_REQUEST_FILTER = 91;

export type OrderStatusFilter = OrderStatusId | typeof AWAITING_PICKUP_REQUEST_FILTER;

/** The status filter's options, labelled with the names of the orders-pickups.md §4 table. */
export const ORDER_STATUS_FILTER_OPTIONS: readonly { value: OrderStatusFilter; label: string }[] = [
  { value: 1, label: 'Aguardando Nota' },
  { value: 2, label: 'Com NF ou Aguardando aceite' },
  { value: 3, label: 'Em trânsito' },
  { value: 4, label: 'Saiu para entrega' },
  { value: 5, label: 'Entregue' },
  { value: 6, label: 'Coleta aceita' },
  { value: 7, label: 'Retornando / Em Devolução' },
  { value: 8, label: 'Falha' },
  { value: 9, label: 'Cancelado' },
  { value: 10, label: 'Erro' },
  { value: 11, label: 'Aguardando Aprovação' },
  { value: 12, label: 'Aguardando Cotação' },
  { value: 14, label: 'Devolvido' },
  { value: AWAITING_PICKUP_REQUEST_FILTER, label: 'Aguardando Solicitação de Coleta' },
];

export function isOrderStatusFilter(value: unknown): value is OrderStatusFilter {
  return value === AWAITING_PICKUP_REQUEST_FILTER || isOrderStatusId(value);
}

/**
 * The status filter as a predicate; the list query mirrors it (91: status = 2 AND pickup_id IS NULL
 * AND carrier_id IS NOT NULL: what a carrier can be asked to collect).
 */
export function matchesStatusFilter(
  filter: OrderStatusFilter,
  order: { status: OrderStatusId; pickupId: string | null; carrierId: string | null },
): boolean {
  if (filter !== AWAITING_PICKUP_REQUEST_FILTER) return order.status === filter;
  return order.status === ORDER_STATUS.awaitingAcceptance && order.pickupId === null && order.carrierId !== null;
}

/** 'default' is the theme's primary colour: the spec names only green and red (orders-pickups.md §2). */
export type ProgressBarColour = 'green' | 'red' | 'default';

const RED_STATUSES: readonly OrderStatusId[] = [8, 10, 12];

export function progressBarColour(status: OrderStatusId): ProgressBarColour {
  if (status === ORDER_STATUS.delivered) return 'green';
  return RED_STATUSES.includes(status) ? 'red' : 'default';
}

/** One step of `status_transition`, the progress shown in the list and on the tracking page. */
export interface StatusTransitionStep {
  title: string;
  status: OrderStatusId;
  in_progress: boolean;
  completed: boolean;
}

// The four tracking steps of public-account.md §2.3/§4, each with the status during which it is
// under way. "Coletado" is under way while the pickup is accepted (6) and done once the goods move
// (3 or later); the last step is done when the order is delivered and is never "under way".
const TRACKING_STEPS: readonly { title: string; status: OrderStatusId }[] = [
  { title: 'Coletado', status: ORDER_STATUS.pickupAccepted },
  { title: 'Em Trânsito', status: ORDER_STATUS.inTransit },
  { title: 'Saiu para entrega', status: ORDER_STATUS.outForDelivery },
  { title: 'Entregue', status: ORDER_STATUS.delivered },
];

/**
 * The steps for an order in `status` that has held the statuses of `history` (oldest first; the
 * current one may be included or not). A step is completed once the order has reached a later step
 * (the spec lets privileged users skip ahead, e.g. 2 → 5, so skipped steps count as done), and in
 * progress while the order's status is the step's own. Leaving the path (7, 8, 9, 10, 14) keeps the
 * steps already completed and puts none in progress.
 */
export function statusTransitionOf(status: OrderStatusId, history: readonly OrderStatusId[]): StatusTransitionStep[] {
  const stepIndexOf = (held: OrderStatusId) => TRACKING_STEPS.findIndex((step) => step.status === held);
  const furthest = Math.max(...[...history, status].map(stepIndexOf));
  const last = TRACKING_STEPS.length - 1;
  return TRACKING_STEPS.map((step, index) => {
    const completed = index < furthest || (index === last && furthest === last);
    return { title: step.title, status: step.status, in_progress: !completed && status === step.status, completed };
  });
}
