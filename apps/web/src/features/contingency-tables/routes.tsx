import type { RouteObject } from 'react-router';
import { ContingencyTableNewPage } from './routes/contingency-table-new.page';
import { ContingencyTablesListPage } from './routes/contingency-tables-list.page';

export const contingencyTableRoutes: RouteObject[] = [
  { path: '/settings/contingency-tables', element: <ContingencyTablesListPage /> },
  { path: '/settings/contingency-tables/new', element: <ContingencyTableNewPage /> },
];
