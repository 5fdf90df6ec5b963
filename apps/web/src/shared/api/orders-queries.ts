import { listOrdersOptions, type OrderFilters } from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type OrdersPageSize = 10 | 20 | 30 | 100 | 200;

/** `enabled: false` until the filters are known (a side window with no pickup yet asks nothing). */
export function useOrders(page: number, limit: OrdersPageSize, filters: OrderFilters, enabled = true) {
  return useQuery({
    ...listOrdersOptions({ query: { page, limit, filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
