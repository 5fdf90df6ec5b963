import type { RouteObject } from 'react-router';
import { ExceptionsPage } from './routes/exceptions.page';

export const exceptionRoutes: RouteObject[] = [{ path: '/exceptions', element: <ExceptionsPage /> }];
