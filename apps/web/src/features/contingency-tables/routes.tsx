import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const ContingencyTableNewPage = lazyPage(
  () => import('./routes/contingency-table-new.page'),
  'ContingencyTableNewPage',
);
const ContingencyTablesListPage = lazyPage(
  () => import('./routes/contingency-tables-list.page'),
  'ContingencyTablesListPage',
);

export const contingencyTableRoutes: RouteObject[] = [
  { path: '/settings/contingency-tables', element: <ContingencyTablesListPage /> },
  { path: '/settings/contingency-tables/new', element: <ContingencyTableNewPage /> },
];
