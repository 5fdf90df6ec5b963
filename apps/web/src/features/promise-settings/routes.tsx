import type { RouteObject } from 'react-router';
import { PromiseSettingsPage } from './routes/promise-settings.page';

export const promiseSettingsRoutes: RouteObject[] = [
  { path: '/settings/delivery-promise', element: <PromiseSettingsPage /> },
];
