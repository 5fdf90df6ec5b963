import { Navigate, type RouteObject } from 'react-router';
import { ChannelContactRequestsPage } from './routes/channel-contact-requests.page';
import { ConnectCarrierPage } from './routes/connect-carrier.page';
import { ConnectMercadoLivrePage } from './routes/connect-mercadolivre.page';
import { ConnectNuvemshopPage } from './routes/connect-nuvemshop.page';
import { ConnectTrayPage } from './routes/connect-tray.page';
import { IntegrationDetailPage } from './routes/integration-detail.page';
import { IntegrationRemovePage } from './routes/integration-remove.page';
import { IntegrationsPage } from './routes/integrations.page';
import { NuvemshopLandingPage } from './routes/nuvemshop-landing.page';
import { WebhooksPage } from './routes/webhooks.page';
import { MercadoLivreCallbackPage } from './routes/mercadolivre-callback.page';

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
