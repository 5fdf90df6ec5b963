import type { RouteObject } from 'react-router';
import { ordersListPrefetch } from '../features/orders/api/prefetch-orders-list';
import { mePrefetch } from '../shared/use-me';

/**
 * What a signed-in page reads first, by URL: GET me on every one, a list's first page on its own.
 * Apart from the back office's route table so that the entry can start these calls beside that
 * table's code (app/router.tsx): on a phone the answers then come with the code, not after it
 * (issue 34). BackOfficeRoutes starts them again on each navigation; a fresh answer is not asked twice.
 */
export const backOfficeData: RouteObject[] = [
  { handle: mePrefetch, children: [{ path: '/orders', handle: ordersListPrefetch }, { path: '*' }] },
];
