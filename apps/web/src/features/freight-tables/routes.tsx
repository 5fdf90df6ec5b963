import type { RouteObject } from 'react-router';
import { RequireArea } from '../../app/guards/require-area';
import { FreightTableNewPage } from './routes/freight-table-new.page';
import { FreightTableReusePage } from './routes/freight-table-reuse.page';
import { FreightTablesListPage } from './routes/freight-tables-list.page';

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
