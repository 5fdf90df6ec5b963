import { Navigate, type RouteObject } from 'react-router';
import { DistributionCenterEditPage } from './routes/distribution-center-edit.page';
import { DistributionCenterNewPage } from './routes/distribution-center-new.page';
import { DistributionCenterRemovePage } from './routes/distribution-center-remove.page';
import { DistributionCentersListPage } from './routes/distribution-centers-list.page';

export const distributionCenterRoutes: RouteObject[] = [
  // The spec's breadcrumb points at /distribution-centers.
  { path: '/distribution-centers', element: <Navigate to="/settings/distribution-centers" replace /> },
  { path: '/settings/distribution-centers', element: <DistributionCentersListPage /> },
  { path: '/settings/distribution-centers/new', element: <DistributionCenterNewPage /> },
  { path: '/settings/distribution-centers/edit/:id', element: <DistributionCenterEditPage /> },
  { path: '/settings/distribution-centers/remove/:id', element: <DistributionCenterRemovePage /> },
];
