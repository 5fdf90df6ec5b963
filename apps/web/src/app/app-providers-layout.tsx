import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { WithQueryClient } from '../shared/query-client';
import { lazyPage } from '../shared/ui/lazy-page';

// The toasts' list (and its transitions) loads beside the first page; notifications.show() queues meanwhile.
const Notifications = lazyPage(() => import('@mantine/notifications'), 'Notifications');

/**
 * The query cache and the toasts, around every page but the public tracking result (app/router.tsx):
 * that page, what a phone opens from a link, reads without them and shows no toast (issue 34).
 */
export function AppProvidersLayout() {
  return (
    <WithQueryClient>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <Outlet />
    </WithQueryClient>
  );
}
