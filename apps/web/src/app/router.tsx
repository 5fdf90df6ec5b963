import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { AccountPage } from '../features/account/routes/account.page';
import { ConfirmEmailPage } from '../features/auth/routes/confirm-email.page';
import { LoginPage } from '../features/auth/routes/login.page';
import { LogoutPage } from '../features/auth/routes/logout.page';
import { DashboardPage } from '../features/dashboard/routes/dashboard.page';
import { ComingSoonPage } from '../features/errors/routes/coming-soon.page';
import { NotFoundPage } from '../features/errors/routes/not-found.page';
import { SettingsHomePage } from '../features/settings/routes/settings-home.page';
import { UserEditPage } from '../features/users/routes/user-edit.page';
import { UserNewPage } from '../features/users/routes/user-new.page';
import { UserRemovePage } from '../features/users/routes/user-remove.page';
import { UsersListPage } from '../features/users/routes/users-list.page';
import { RequireArea } from './guards/require-area';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';

/** The spec's /app/... links: authenticated routes are served at the root. */
function DropAppPrefix() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/app/, '') || '/'}${search}`} replace />;
}

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/confirm/:token', element: <ConfirmEmailPage /> },
  { path: '/reset-password', element: <ComingSoonPage title="Recuperar senha" /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/app/*', element: <DropAppPrefix /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/logout', element: <LogoutPage /> },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: '/account', element: <AccountPage /> },
          { element: <RequireArea area="dashboard" />, children: [{ path: '/dashboard', element: <DashboardPage /> }] },
          { element: <RequireArea area="orders" />, children: [{ path: '/orders/*', element: <ComingSoonPage title="Pedidos" /> }] },
          { element: <RequireArea area="pickups" />, children: [{ path: '/pickups/*', element: <ComingSoonPage title="Coletas" /> }] },
          { element: <RequireArea area="quotation" />, children: [{ path: '/quote/*', element: <ComingSoonPage title="Cotações" /> }] },
          { element: <RequireArea area="audit" />, children: [{ path: '/audit/*', element: <ComingSoonPage title="Auditoria de Frete" /> }] },
          {
            element: <RequireArea area="settings" />,
            children: [
              { path: '/settings', element: <SettingsHomePage /> },
              {
                element: <RequireArea area="settings" admin />,
                children: [
                  { path: '/settings/users', element: <UsersListPage /> },
                  { path: '/settings/users/new', element: <UserNewPage /> },
                  { path: '/settings/users/edit/:id', element: <UserEditPage /> },
                  { path: '/settings/users/remove/:id', element: <UserRemovePage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
