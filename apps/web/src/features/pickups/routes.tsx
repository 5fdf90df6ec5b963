import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';
import { RequireArea } from '../../app/guards/require-area';

const PickupNewPage = lazyPage(() => import('./routes/pickup-new.page'), 'PickupNewPage');
const PickupsOperationsPage = lazyPage(() => import('./routes/pickups-operations.page'), 'PickupsOperationsPage');
const PickupsPage = lazyPage(() => import('./routes/pickups.page'), 'PickupsPage');

export const pickupRoutes: RouteObject[] = [
  { path: '/pickups', element: <PickupsPage /> },
  { path: '/pickups/new', element: <PickupNewPage /> },
  // The second version of the operations screen, across companies: super admins (the spec's extra feature check).
  {
    element: <RequireArea area="pickups" superAdmin />,
    children: [{ path: '/v2/pickups', element: <PickupsOperationsPage allCompanies /> }],
  },
];
