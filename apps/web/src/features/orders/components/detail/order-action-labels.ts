import type { OrderAction as StatusAction } from '@despacho/domain';
import type { Command } from '../../../../shared/command';

/**
 * The header's status menu: each status-machine action the server says the caller may run now,
 * its label, the spec action it sends and how it is confirmed. In transit has no single-order
 * action in the spec, so it goes as a one-order BatchOrders.
 */
export interface StatusMenuItem {
  label: string;
  confirm: string;
  danger?: boolean;
  command: (order: { id: string; reference: string }) => Command;
}

export const STATUS_MENU: Partial<Record<StatusAction, StatusMenuItem>> = {
  confirmShipment: {
    label: 'Confirmar remessa',
    confirm: 'Confirmar a remessa deste pedido?',
    command: ({ id }) => ({ action: 'ConfirmShipment', payload: { id } }),
  },
  markInTransit: {
    label: 'Marcar em trânsito',
    confirm: 'Marcar este pedido como em trânsito?',
    command: ({ reference }) => ({ action: 'BatchOrders', payload: { action: 'inTransit', orders: [reference] } }),
  },
  markOutForDelivery: {
    label: 'Saiu para entrega',
    confirm: 'Marcar este pedido como saiu para entrega?',
    command: ({ id }) => ({ action: 'GoOutDelivery', payload: { id, manually: true } }),
  },
  markDelivered: {
    label: 'Marcar como entregue',
    confirm: 'Marcar este pedido como entregue?',
    command: ({ id }) => ({ action: 'Deliver', payload: { id, manually: true } }),
  },
  markInReturn: {
    label: 'Marcar em devolução',
    confirm: 'Marcar este pedido como em devolução? A devolução é irreversível.',
    danger: true,
    command: ({ id }) => ({ action: 'ReturnToSender', payload: { id, manually: true } }),
  },
  cancel: {
    label: 'Cancelar pedido',
    confirm: 'Cancelar este pedido? O cancelamento é irreversível.',
    danger: true,
    command: ({ id }) => ({ action: 'CancelOrder', payload: { id } }),
  },
};
