import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const QuotationLogsPage = lazyPage(() => import('./routes/quotation-logs.page'), 'QuotationLogsPage');
const QuotePage = lazyPage(() => import('./routes/quote.page'), 'QuotePage');

export const quoteRoutes: RouteObject[] = [
  { path: '/quote', element: <QuotePage /> },
  { path: '/quote/logs', element: <QuotationLogsPage /> },
];
