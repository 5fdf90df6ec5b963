import { CHANNEL } from './channel-catalogue.js';

/** settings.md §3 Filter: what an integration's order import can be restricted by. */
export type ChannelFilterType = 'integer' | 'string' | 'date' | 'relation' | 'select';

export interface ChannelFilter {
  id: string;
  description: string;
  type: ChannelFilterType;
  is_multiple: boolean;
  /** The choices of a select; a relation's are the company's records of `relation`, read when listed. */
  options: { id: string; name: string }[];
  /** What a relation points to. */
  relation?: 'distribution-centers';
}

/** A saved value per filter id: a number, a text, a date (YYYY-MM-DD), an option id, or a list of ids. */
export type FilterValue = number | string | string[];
export type FilterMap = Record<string, FilterValue>;

/** Nuvemshop's payment_status values (order.md). */
const NUVEMSHOP_PAYMENT_STATUSES = [
  { id: 'pending', name: 'Pendente' },
  { id: 'authorized', name: 'Autorizado' },
  { id: 'paid', name: 'Pago' },
  { id: 'voided', name: 'Cancelado' },
  { id: 'refunded', name: 'Reembolsado' },
  { id: 'abandoned', name: 'Abandonado' },
];

/** The filters the order import honours; which ChannelOrder field each reads is in order-filters.ts. */
export const ORDER_FILTERS = {
  paymentStatus: 'payment_status',
  createdFrom: 'created_at_min',
  minTotal: 'min_total',
  shippingOption: 'shipping_option',
  origin: 'distribution_center',
} as const;

const NUVEMSHOP_FILTERS: ChannelFilter[] = [
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

/** The filters of each channel that has them. */
const CHANNEL_FILTERS: Record<number, ChannelFilter[]> = { [CHANNEL.NuvemShop]: NUVEMSHOP_FILTERS };

export const channelFilters = (channelId: number): ChannelFilter[] => CHANNEL_FILTERS[channelId] ?? [];
