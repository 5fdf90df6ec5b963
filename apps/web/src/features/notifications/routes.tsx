import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const NotificationsPage = lazyPage(() => import('./routes/notifications.page'), 'NotificationsPage');

export const notificationRoutes: RouteObject[] = [{ path: '/notifications', element: <NotificationsPage /> }];
