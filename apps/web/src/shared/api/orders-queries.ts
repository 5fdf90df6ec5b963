import { type OrderPageSize, type PickupOrderPickerPageSize } from '@despacho/domain';
import { listOrdersOptions, type OrderFilters } from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appQueryClient } from '../query-client';

export type OrdersPageSize = OrderPageSize | PickupOrderPickerPageSize;

// A list the route fetched while the page's code loaded (prefetchOrders) is the page's first answer:
// no second call when the page mounts just after it came.
const PREFETCH_FRESH_MS = 10_000;
const prefetched = new WeakSet<object>();

const recentlyPrefetched = (query: { state: { dataUpdatedAt: number } }) =>
  prefetched.has(query) && Date.now() - query.state.dataUpdatedAt < PREFETCH_FRESH_MS;

/** `enabled: false` until the filters are known (a side window with no pickup yet asks nothing). */
export function useOrders(page: number, limit: OrdersPageSize, filters: OrderFilters, enabled = true) {
  return useQuery({
    ...listOrdersOptions({ query: { page, limit, filters } }),
    placeholderData: keepPreviousData,
    refetchOnMount: (query) => !recentlyPrefetched(query),
    enabled,
  });
}

/** Starts the list a page is about to read through useOrders with the same arguments (a route's prefetch). */
export function prefetchOrders(page: number, limit: OrdersPageSize, filters: OrderFilters): void {
  const options = { ...listOrdersOptions({ query: { page, limit, filters } }), staleTime: PREFETCH_FRESH_MS };
  const client = appQueryClient();
  void client.prefetchQuery(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) prefetched.add(query);
}
