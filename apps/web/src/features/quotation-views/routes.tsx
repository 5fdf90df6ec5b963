import type { RouteObject } from 'react-router';
import { QuotationViewsPage } from './routes/quotation-views.page';

export const quotationViewRoutes: RouteObject[] = [
  { path: '/settings/quotation-views', element: <QuotationViewsPage /> },
];
