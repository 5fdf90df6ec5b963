import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';
import { RequireArea } from '../../app/guards/require-area';

const CarrierEditPage = lazyPage(() => import('./routes/carrier-edit.page'), 'CarrierEditPage');
const CarriersListPage = lazyPage(() => import('./routes/carriers-list.page'), 'CarriersListPage');

/** The list and its pickup e-mails panel need settings only; editing needs admin (spec §6). New: app/router.tsx. */
export const carrierRoutes: RouteObject[] = [
  { path: '/settings/carriers', element: <CarriersListPage /> },
  {
    element: <RequireArea area="settings" admin />,
    children: [{ path: '/settings/carriers/edit/:id', element: <CarrierEditPage /> }],
  },
];
