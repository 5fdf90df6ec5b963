import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const OrderDetailPage = lazyPage(() => import('./routes/order-detail.page'), 'OrderDetailPage');
const OrderEditPage = lazyPage(() => import('./routes/order-edit.page'), 'OrderEditPage');
const OrderNewPage = lazyPage(() => import('./routes/order-new.page'), 'OrderNewPage');
const OrdersImportPage = lazyPage(() => import('./routes/orders-import.page'), 'OrdersImportPage');
const OrdersLandingPage = lazyPage(() => import('./routes/orders-landing.page'), 'OrdersLandingPage');
const OrdersListPage = lazyPage(() => import('./routes/orders-list.page'), 'OrdersListPage');

export const orderRoutes: RouteObject[] = [
  { path: '/orders', element: <OrdersListPage /> },
  { path: '/v1/orders', element: <OrdersLandingPage /> },
  { path: '/orders/new', element: <OrderNewPage /> },
  { path: '/orders/import', element: <OrdersImportPage /> },
  { path: '/orders/:id', element: <OrderDetailPage /> },
  { path: '/orders/:id/edit', element: <OrderEditPage /> },
];
