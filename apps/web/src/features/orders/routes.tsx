import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';
import type { RoutePrefetch } from '../../shared/ui/preload-route';
import { prefetchOrdersList } from './api/prefetch-orders-list';

const OrderDetailPage = lazyPage(() => import('./routes/order-detail.page'), 'OrderDetailPage');
const OrderEditPage = lazyPage(() => import('./routes/order-edit.page'), 'OrderEditPage');
const OrderNewPage = lazyPage(() => import('./routes/order-new.page'), 'OrderNewPage');
const OrdersImportPage = lazyPage(() => import('./routes/orders-import.page'), 'OrdersImportPage');
const OrdersLandingPage = lazyPage(() => import('./routes/orders-landing.page'), 'OrdersLandingPage');
const OrdersListPage = lazyPage(() => import('./routes/orders-list.page'), 'OrdersListPage');

// The list's first page is on its way while the shell and the page's code load (back-office-routes.tsx).
const ordersListPrefetch: RoutePrefetch = { prefetch: (_params, search) => prefetchOrdersList(search) };

export const orderRoutes: RouteObject[] = [
  { path: '/orders', element: <OrdersListPage />, handle: ordersListPrefetch },
  { path: '/v1/orders', element: <OrdersLandingPage /> },
  { path: '/orders/new', element: <OrderNewPage /> },
  { path: '/orders/import', element: <OrdersImportPage /> },
  { path: '/orders/:id', element: <OrderDetailPage /> },
  { path: '/orders/:id/edit', element: <OrderEditPage /> },
];
