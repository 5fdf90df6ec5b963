import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const RecipientNoticesSettingsPage = lazyPage(
  () => import('./routes/recipient-notices-settings.page'),
  'RecipientNoticesSettingsPage',
);

/** Among the settings only admins change. */
export const recipientNoticeSettingsRoutes: RouteObject[] = [
  { path: '/settings/recipient-notices', element: <RecipientNoticesSettingsPage /> },
];
