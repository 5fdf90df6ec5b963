import { Navigate, type RouteObject } from 'react-router';
import { ConnectMercadoLivrePage } from './routes/connect-mercadolivre.page';
import { ConnectNuvemshopPage } from './routes/connect-nuvemshop.page';
import { ConnectTrayPage } from './routes/connect-tray.page';
import { IntegrationDetailPage } from './routes/integration-detail.page';
import { IntegrationRemovePage } from './routes/integration-remove.page';
import { IntegrationsPage } from './routes/integrations.page';
import { MercadoLivreCallbackPage } from './routes/mercadolivre-callback.page';

/** Settings → Integrações (admin and settings, spec §6). */
export const integrationRoutes: RouteObject[] = [
  { path: '/settings/integrations', element: <IntegrationsPage /> },
  { path: '/settings/integrations/systems', element: <IntegrationsPage section="systems" /> },
  { path: '/settings/integrations/active', element: <IntegrationsPage section="active" /> },
  { path: '/settings/integrations/nuvemshop', element: <Navigate to="/connect/nuvemshop" replace /> },
  { path: '/settings/integrations/tray', element: <Navigate to="/connect/tray" replace /> },
  { path: '/settings/integrations/mercadolivre', element: <MercadoLivreCallbackPage /> },
  { path: '/settings/integrations/:id/detail', element: <IntegrationDetailPage /> },
  { path: '/settings/integrations/remove/:id', element: <IntegrationRemovePage /> },
];

/** The channels' connect pages and OAuth callbacks (public-account.md §2.14): signed-in admins. */
export const connectRoutes: RouteObject[] = [
  { path: '/connect/nuvemshop', element: <ConnectNuvemshopPage /> },
  { path: '/connect/tray', element: <ConnectTrayPage /> },
  { path: '/connect/mercadolivre', element: <ConnectMercadoLivrePage /> },
];
