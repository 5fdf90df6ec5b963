import type { RouteObject } from 'react-router';
import { OcorenImportPage } from './routes/ocoren-import.page';

export const ocorenRoutes: RouteObject[] = [{ path: '/orders/ocoren', element: <OcorenImportPage /> }];
