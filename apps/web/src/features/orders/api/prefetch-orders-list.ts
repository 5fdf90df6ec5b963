import { DEFAULT_ORDER_PAGE_SIZE } from '@despacho/domain';
import { prefetchOrders } from '../../../shared/api/orders-queries';
import { session } from '../../../shared/session';
import type { RoutePrefetch } from '../../../shared/ui/preload-route';
import { initialOrderFilters, listFiltersOf } from '../components/order-filters';

/** /orders' first page under the filters its URL opens with, as OrdersListPage first asks for it. */
export const ordersListPrefetch: RoutePrefetch = {
  prefetch: (_params, search) => {
    // A visitor goes to /login (RequireAuth): a call without a session would end on a 401 instead.
    if (!session.token()) return;
    prefetchOrders(1, DEFAULT_ORDER_PAGE_SIZE, listFiltersOf(initialOrderFilters(search), search.get('pickup')));
  },
};
