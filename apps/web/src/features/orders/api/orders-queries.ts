import { listOrdersOptions, type OrderFilters } from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type OrdersPageSize = 10 | 20 | 30 | 100 | 200;

export function useOrders(page: number, limit: OrdersPageSize, filters: OrderFilters) {
  return useQuery({ ...listOrdersOptions({ query: { page, limit, filters } }), placeholderData: keepPreviousData });
}
