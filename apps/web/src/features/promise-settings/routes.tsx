import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const PromiseSettingsPage = lazyPage(() => import('./routes/promise-settings.page'), 'PromiseSettingsPage');

export const promiseSettingsRoutes: RouteObject[] = [
  { path: '/settings/delivery-promise', element: <PromiseSettingsPage /> },
];
