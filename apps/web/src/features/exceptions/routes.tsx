import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const ExceptionsPage = lazyPage(() => import('./routes/exceptions.page'), 'ExceptionsPage');

export const exceptionRoutes: RouteObject[] = [{ path: '/exceptions', element: <ExceptionsPage /> }];
