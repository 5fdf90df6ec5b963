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

/** The filters the order import honours; which ChannelOrder field each reads is in order-filters.ts. */
export const ORDER_FILTERS = {
  paymentStatus: 'payment_status',
  createdFrom: 'created_at_min',
  minTotal: 'min_total',
  shippingOption: 'shipping_option',
  origin: 'distribution_center',
} as const;
