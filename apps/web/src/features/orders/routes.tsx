import type { RouteObject } from 'react-router';
import { OrderDetailPage } from './routes/order-detail.page';
import { OrderEditPage } from './routes/order-edit.page';
import { OrderNewPage } from './routes/order-new.page';
import { OrdersImportPage } from './routes/orders-import.page';
import { OrdersLandingPage } from './routes/orders-landing.page';
import { OrdersListPage } from './routes/orders-list.page';

export const orderRoutes: RouteObject[] = [
  { path: '/orders', element: <OrdersListPage /> },
  { path: '/v1/orders', element: <OrdersLandingPage /> },
  { path: '/orders/new', element: <OrderNewPage /> },
  { path: '/orders/import', element: <OrdersImportPage /> },
  { path: '/orders/:id', element: <OrderDetailPage /> },
  { path: '/orders/:id/edit', element: <OrderEditPage /> },
];
