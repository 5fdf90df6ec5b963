import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const QuotationViewsPage = lazyPage(() => import('./routes/quotation-views.page'), 'QuotationViewsPage');

export const quotationViewRoutes: RouteObject[] = [
  { path: '/settings/quotation-views', element: <QuotationViewsPage /> },
];
