import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';
import type { RoutePrefetch } from '../../shared/ui/preload-route';
import { startTrackOrder } from './api/public-tracking-calls';

const CompanyTrackingPage = lazyPage(() => import('./routes/company-tracking.page'), 'CompanyTrackingPage');
const RateDeliveryPage = lazyPage(() => import('./routes/rate-delivery.page'), 'RateDeliveryPage');
const TrackingBrandingPage = lazyPage(() => import('./routes/tracking-branding.page'), 'TrackingBrandingPage');
const TrackingDetailPage = lazyPage(() => import('./routes/tracking-detail.page'), 'TrackingDetailPage');
const TrackingSearchPage = lazyPage(() => import('./routes/tracking-search.page'), 'TrackingSearchPage');

// The order's answer is on its way before the page's code arrives (main.tsx preloads the opened URL).
const trackingResultPrefetch: RoutePrefetch = { prefetch: ({ code }) => code && startTrackOrder(code) };

/** The result a recipient opens from a link: public, and read without the query cache (app/router.tsx). */
export const publicTrackingResultRoutes: RouteObject[] = [
  { path: '/tracking/c/:company/:code', element: <TrackingDetailPage />, handle: trackingResultPrefetch },
  { path: '/tracking/:code', element: <TrackingDetailPage />, handle: trackingResultPrefetch },
];

/** Public: no session needed (public-account.md §2.1). */
export const trackingRoutes: RouteObject[] = [
  { path: '/tracking', element: <TrackingSearchPage /> },
  { path: '/tracking/c/:company', element: <TrackingSearchPage /> },
  { path: '/company-tracking/:company', element: <CompanyTrackingPage /> },
  // /rate/{trackingCode}/{token} and the variant /rate/{token}/{trackingCode}: the page tells them apart.
  { path: '/rate/:first/:second', element: <RateDeliveryPage /> },
];

/** The company's tracking-page look, among the settings only admins change. */
export const trackingSettingsRoutes: RouteObject[] = [
  { path: '/settings/tracking', element: <TrackingBrandingPage /> },
];
