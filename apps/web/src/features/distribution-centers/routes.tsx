import { lazyPage } from '../../shared/ui/lazy-page';
import { Navigate, type RouteObject } from 'react-router';

const DistributionCenterEditPage = lazyPage(
  () => import('./routes/distribution-center-edit.page'),
  'DistributionCenterEditPage',
);
const DistributionCenterNewPage = lazyPage(
  () => import('./routes/distribution-center-new.page'),
  'DistributionCenterNewPage',
);
const DistributionCenterRemovePage = lazyPage(
  () => import('./routes/distribution-center-remove.page'),
  'DistributionCenterRemovePage',
);
const DistributionCentersListPage = lazyPage(
  () => import('./routes/distribution-centers-list.page'),
  'DistributionCentersListPage',
);

export const distributionCenterRoutes: RouteObject[] = [
  // The spec's breadcrumb points at /distribution-centers.
  { path: '/distribution-centers', element: <Navigate to="/settings/distribution-centers" replace /> },
  { path: '/settings/distribution-centers', element: <DistributionCentersListPage /> },
  { path: '/settings/distribution-centers/new', element: <DistributionCenterNewPage /> },
  { path: '/settings/distribution-centers/edit/:id', element: <DistributionCenterEditPage /> },
  { path: '/settings/distribution-centers/remove/:id', element: <DistributionCenterRemovePage /> },
];
