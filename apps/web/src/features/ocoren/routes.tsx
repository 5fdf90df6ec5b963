import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const OcorenImportPage = lazyPage(() => import('./routes/ocoren-import.page'), 'OcorenImportPage');

export const ocorenRoutes: RouteObject[] = [{ path: '/orders/ocoren', element: <OcorenImportPage /> }];
