import type { RouteObject } from 'react-router';
import { RecipientNoticesSettingsPage } from './routes/recipient-notices-settings.page';

/** Among the settings only admins change. */
export const recipientNoticeSettingsRoutes: RouteObject[] = [
  { path: '/settings/recipient-notices', element: <RecipientNoticesSettingsPage /> },
];
