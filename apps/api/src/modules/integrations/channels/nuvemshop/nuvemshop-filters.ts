import { type ChannelFilter, ORDER_FILTERS } from '../../queries/catalogue/channel-filters.js';

/** Nuvemshop's payment_status values (order.md). */
const NUVEMSHOP_PAYMENT_STATUSES = [
  { id: 'pending', name: 'Pendente' },
  { id: 'authorized', name: 'Autorizado' },
  { id: 'paid', name: 'Pago' },
  { id: 'voided', name: 'Cancelado' },
  { id: 'refunded', name: 'Reembolsado' },
  { id: 'abandoned', name: 'Abandonado' },
];

/** What a Nuvemshop integration's order import can be restricted by. */
export const NUVEMSHOP_FILTERS: readonly ChannelFilter[] = [
  {
    id: ORDER_FILTERS.paymentStatus,
    description: 'Importar pedidos com pagamento',
    type: 'select',
    is_multiple: true,
    options: NUVEMSHOP_PAYMENT_STATUSES,
  },
  {
    id: ORDER_FILTERS.createdFrom,
    description: 'Importar pedidos criados a partir de',
    type: 'date',
    is_multiple: false,
    options: [],
  },
  {
    id: ORDER_FILTERS.minTotal,
    description: 'Valor mínimo do pedido (R$)',
    type: 'integer',
    is_multiple: false,
    options: [],
  },
  {
    id: ORDER_FILTERS.shippingOption,
    description: 'Forma de envio do pedido contém',
    type: 'string',
    is_multiple: false,
    options: [],
  },
  {
    id: ORDER_FILTERS.origin,
    description: 'CD de origem dos pedidos',
    type: 'relation',
    is_multiple: false,
    options: [],
    relation: 'distribution-centers',
  },
];
