/**
 * A product (one sellable variant) as a channel lists it, normalized: what becomes a Despacho product
 * by SKU. Weight in kg; width, height and depth in cm; null when the channel lacks the measure.
 */
export interface ChannelProduct {
  id: string;
  sku: string | null;
  name: string;
  price: number;
  weight: number | null;
  width: number | null;
  height: number | null;
  depth: number | null;
}

/** Columns a products listing may be sorted by, when the channel sorts (Nuvemshop's `sort_by`). */
export type ChannelProductSort = { field: 'name' | 'price'; direction: 'asc' | 'desc' };

/**
 * One page of the channel's products: `page` from 1; `ids` (listing row ids) restricts it to those
 * products; `total` counts the channel's products. `sort` is optional: an adapter whose channel
 * cannot sort ignores it.
 */
export interface ChannelProductQuery {
  page: number;
  perPage: number;
  ids?: string[];
  sort?: ChannelProductSort;
}

export interface ChannelProductPage {
  items: ChannelProduct[];
  total: number;
}
