import { Navigate, type RouteObject } from 'react-router';
import { ConnectNuvemshopPage } from './routes/connect-nuvemshop.page';
import { IntegrationDetailPage } from './routes/integration-detail.page';
import { IntegrationRemovePage } from './routes/integration-remove.page';
import { IntegrationsPage } from './routes/integrations.page';
import { WebhooksPage } from './routes/webhooks.page';

/** Settings → Integrações (admin and settings, spec §6). */
export const integrationRoutes: RouteObject[] = [
  { path: '/settings/integrations', element: <IntegrationsPage /> },
  { path: '/settings/integrations/systems', element: <IntegrationsPage section="systems" /> },
  { path: '/settings/integrations/active', element: <IntegrationsPage section="active" /> },
  { path: '/settings/integrations/nuvemshop', element: <Navigate to="/connect/nuvemshop" replace /> },
  { path: '/settings/integrations/webhooks', element: <WebhooksPage /> },
  { path: '/settings/integrations/:id/detail', element: <IntegrationDetailPage /> },
  { path: '/settings/integrations/remove/:id', element: <IntegrationRemovePage /> },
];

/** The channels' connect pages and OAuth callbacks (public-account.md §2.14): signed-in admins. */
export const connectRoutes: RouteObject[] = [{ path: '/connect/nuvemshop', element: <ConnectNuvemshopPage /> }];
