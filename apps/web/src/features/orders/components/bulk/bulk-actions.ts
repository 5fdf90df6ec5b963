import { mayRun, type OrderAction, type Role } from '@despacho/domain';

/**
 * The list's bulk actions (orders-pickups.md §4): the four BatchOrders verbs go as one call that
 * answers a line per order; confirm shipment, out for delivery and delivery date have no batch verb
 * and go as one command per order.
 */
export type BulkActionId =
  'confirmShipment' | 'inTransit' | 'outForDelivery' | 'deliver' | 'inReturn' | 'cancel' | 'deliveryDate';

export interface BulkAction {
  id: BulkActionId;
  label: string;
  /** The status-machine action, for who may run it. */
  rule: OrderAction;
  danger?: boolean;
  /** A BatchOrders verb, or the command sent once per order. */
  run:
    | { batch: 'cancel' | 'inTransit' | 'inReturn' | 'deliver' }
    | { each: 'ConfirmShipment' | 'GoOutDelivery' | 'ChangeDeliveryDate' };
}

export const BULK_ACTIONS: readonly BulkAction[] = [
  { id: 'confirmShipment', label: 'Confirmar remessa', rule: 'confirmShipment', run: { each: 'ConfirmShipment' } },
  { id: 'inTransit', label: 'Marcar em trânsito', rule: 'markInTransit', run: { batch: 'inTransit' } },
  { id: 'outForDelivery', label: 'Saiu para entrega', rule: 'markOutForDelivery', run: { each: 'GoOutDelivery' } },
  { id: 'deliver', label: 'Marcar como entregue', rule: 'markDelivered', run: { batch: 'deliver' } },
  { id: 'inReturn', label: 'Marcar em devolução', rule: 'markInReturn', danger: true, run: { batch: 'inReturn' } },
  {
    id: 'deliveryDate',
    label: 'Alterar data de entrega',
    rule: 'changeDeliveryDate',
    run: { each: 'ChangeDeliveryDate' },
  },
  { id: 'cancel', label: 'Cancelar remessa', rule: 'cancel', danger: true, run: { batch: 'cancel' } },
];

export function bulkActionsFor(role: Role): BulkAction[] {
  return BULK_ACTIONS.filter((action) => mayRun(action.rule, role));
}
