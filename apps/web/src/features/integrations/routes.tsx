import { lazyPage } from '../../shared/ui/lazy-page';
import { Navigate, type RouteObject } from 'react-router';

const ChannelContactRequestsPage = lazyPage(
  () => import('./routes/channel-contact-requests.page'),
  'ChannelContactRequestsPage',
);
const ConnectCarrierPage = lazyPage(() => import('./routes/connect-carrier.page'), 'ConnectCarrierPage');
const ConnectMercadoLivrePage = lazyPage(() => import('./routes/connect-mercadolivre.page'), 'ConnectMercadoLivrePage');
const ConnectNuvemshopPage = lazyPage(() => import('./routes/connect-nuvemshop.page'), 'ConnectNuvemshopPage');
const ConnectTrayPage = lazyPage(() => import('./routes/connect-tray.page'), 'ConnectTrayPage');
const IntegrationDetailPage = lazyPage(() => import('./routes/integration-detail.page'), 'IntegrationDetailPage');
const IntegrationRemovePage = lazyPage(() => import('./routes/integration-remove.page'), 'IntegrationRemovePage');
const IntegrationsPage = lazyPage(() => import('./routes/integrations.page'), 'IntegrationsPage');
const NuvemshopLandingPage = lazyPage(() => import('./routes/nuvemshop-landing.page'), 'NuvemshopLandingPage');
const WebhooksPage = lazyPage(() => import('./routes/webhooks.page'), 'WebhooksPage');
const MercadoLivreCallbackPage = lazyPage(
  () => import('./routes/mercadolivre-callback.page'),
  'MercadoLivreCallbackPage',
);

/** Settings → Integrações (admin and settings, spec §6). */
export const integrationRoutes: RouteObject[] = [
  { path: '/settings/integrations', element: <IntegrationsPage /> },
  { path: '/settings/integrations/systems', element: <IntegrationsPage section="systems" /> },
  { path: '/settings/integrations/carriers', element: <IntegrationsPage section="carriers" /> },
  { path: '/settings/integrations/carriers/:channelId/new', element: <ConnectCarrierPage /> },
  { path: '/settings/integrations/active', element: <IntegrationsPage section="active" /> },
  { path: '/settings/integrations/nuvemshop', element: <Navigate to="/connect/nuvemshop" replace /> },
  { path: '/settings/integrations/tray', element: <Navigate to="/connect/tray" replace /> },
  { path: '/settings/integrations/webhooks', element: <WebhooksPage /> },
  { path: '/settings/integrations/mercadolivre', element: <MercadoLivreCallbackPage /> },
  { path: '/settings/integrations/:id/detail', element: <IntegrationDetailPage /> },
  { path: '/settings/integrations/remove/:id', element: <IntegrationRemovePage /> },
];

/** Super admins: contact requests from the channels' app-store landing. */
export const channelContactRoutes: RouteObject[] = [
  { path: '/settings/channel-contacts', element: <ChannelContactRequestsPage /> },
];

/** The channels' connect pages and OAuth callbacks (public-account.md §2.14): signed-in admins. */
export const connectRoutes: RouteObject[] = [
  { path: '/connect/tray', element: <ConnectTrayPage /> },
  { path: '/connect/mercadolivre', element: <ConnectMercadoLivrePage /> },
];

/**
 * /connect/nuvemshop: signed-in admins connect (the OAuth callback); without a session it is the
 * app-store landing. `shell` wraps the page as the router wraps signed-in pages (SignedInOr, layout, area).
 */
export const nuvemshopConnect = {
  path: '/connect/nuvemshop',
  landing: <NuvemshopLandingPage />,
  page: <ConnectNuvemshopPage />,
};
