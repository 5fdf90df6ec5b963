import { type OrderPageSize, type PickupOrderPickerPageSize } from '@despacho/domain';
import { listOrdersOptions, type OrderFilters } from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type OrdersPageSize = OrderPageSize | PickupOrderPickerPageSize;

/** `enabled: false` until the filters are known (a side window with no pickup yet asks nothing). */
export function useOrders(page: number, limit: OrdersPageSize, filters: OrderFilters, enabled = true) {
  return useQuery({
    ...listOrdersOptions({ query: { page, limit, filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
