import type { RouteObject } from 'react-router';
import { NotificationsPage } from './routes/notifications.page';

export const notificationRoutes: RouteObject[] = [{ path: '/notifications', element: <NotificationsPage /> }];
