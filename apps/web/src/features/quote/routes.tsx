import type { RouteObject } from 'react-router';
import { QuotationLogsPage } from './routes/quotation-logs.page';
import { QuotePage } from './routes/quote.page';

export const quoteRoutes: RouteObject[] = [
  { path: '/quote', element: <QuotePage /> },
  { path: '/quote/logs', element: <QuotationLogsPage /> },
];
