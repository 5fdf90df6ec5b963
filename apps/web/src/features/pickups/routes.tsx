import type { RouteObject } from 'react-router';
import { RequireArea } from '../../app/guards/require-area';
import { PickupNewPage } from './routes/pickup-new.page';
import { PickupsOperationsPage } from './routes/pickups-operations.page';
import { PickupsPage } from './routes/pickups.page';

export const pickupRoutes: RouteObject[] = [
  { path: '/pickups', element: <PickupsPage /> },
  { path: '/pickups/new', element: <PickupNewPage /> },
  // The second version of the operations screen, across companies: super admins (the spec's extra feature check).
  {
    element: <RequireArea area="pickups" superAdmin />,
    children: [{ path: '/v2/pickups', element: <PickupsOperationsPage allCompanies /> }],
  },
];
