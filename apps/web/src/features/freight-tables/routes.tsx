import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';
import { RequireArea } from '../../app/guards/require-area';

const FreightTableNewPage = lazyPage(() => import('./routes/freight-table-new.page'), 'FreightTableNewPage');
const FreightTableReusePage = lazyPage(() => import('./routes/freight-table-reuse.page'), 'FreightTableReusePage');
const FreightTablesListPage = lazyPage(() => import('./routes/freight-tables-list.page'), 'FreightTablesListPage');

export const freightTableRoutes: RouteObject[] = [
  { path: '/settings/freight-tables', element: <FreightTablesListPage /> },
  {
    element: <RequireArea area="settings" superAdmin />,
    children: [
      { path: '/settings/freight-tables/new', element: <FreightTableNewPage /> },
      { path: '/settings/freight-tables/reuse', element: <FreightTableReusePage /> },
    ],
  },
];
