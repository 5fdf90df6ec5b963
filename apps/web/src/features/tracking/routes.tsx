import type { RouteObject } from 'react-router';
import { CompanyTrackingPage } from './routes/company-tracking.page';
import { RateDeliveryPage } from './routes/rate-delivery.page';
import { TrackingBrandingPage } from './routes/tracking-branding.page';
import { TrackingDetailPage } from './routes/tracking-detail.page';
import { TrackingSearchPage } from './routes/tracking-search.page';

/** Public: no session needed (public-account.md §2.1). */
export const trackingRoutes: RouteObject[] = [
  { path: '/tracking', element: <TrackingSearchPage /> },
  { path: '/tracking/c/:company', element: <TrackingSearchPage /> },
  { path: '/tracking/c/:company/:code', element: <TrackingDetailPage /> },
  { path: '/tracking/:code', element: <TrackingDetailPage /> },
  { path: '/company-tracking/:company', element: <CompanyTrackingPage /> },
  // /rate/{trackingCode}/{token} and the variant /rate/{token}/{trackingCode}: the page tells them apart.
  { path: '/rate/:first/:second', element: <RateDeliveryPage /> },
];

/** The company's tracking-page look, among the settings only admins change. */
export const trackingSettingsRoutes: RouteObject[] = [
  { path: '/settings/tracking', element: <TrackingBrandingPage /> },
];
