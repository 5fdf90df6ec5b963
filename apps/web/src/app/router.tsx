import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { publicTrackingResultRoutes, trackingRoutes } from '../features/tracking/routes';
import { FullPageLoader } from '../shared/ui/full-page-loader';
import { lazyPage } from '../shared/ui/lazy-page';
import { preloadRoute, type RoutePrefetch } from '../shared/ui/preload-route';

const CarrierLinkPage = lazyPage(() => import('./carrier-link.page'), 'CarrierLinkPage');
const ConfirmEmailPage = lazyPage(() => import('../features/auth/routes/confirm-email.page'), 'ConfirmEmailPage');
const LoginPage = lazyPage(() => import('../features/auth/routes/login.page'), 'LoginPage');
const NewPasswordPage = lazyPage(() => import('../features/auth/routes/new-password.page'), 'NewPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/routes/reset-password.page'), 'ResetPasswordPage');
const RegisterPage = lazyPage(() => import('../features/register/routes/register.page'), 'RegisterPage');
const NotFoundPage = lazyPage(() => import('../features/errors/routes/not-found.page'), 'NotFoundPage');
// The back office (its routes, guards and shell) loads on its first URL, never with a public page.
const BackOfficeRoutes = lazyPage(() => import('./back-office-routes'), 'BackOfficeRoutes');
const AppProvidersLayout = lazyPage(() => import('./app-providers-layout'), 'AppProvidersLayout');

/**
 * A back-office URL opened from the address bar: its first answers (GET me, a list) and its shell's
 * and page's code start as soon as each table's chunk is in, not once the routes above have loaded
 * and rendered (on a phone that wait was ~1 s of the orders list's 1.7–3 s, issue 34).
 */
const backOfficeStart: RoutePrefetch = {
  prefetch: (_params, _search, place) => {
    void import('./back-office-data').then(({ backOfficeData }) => preloadRoute(backOfficeData, place));
    void import('./back-office-routes').then(({ backOfficeRoutes }) => preloadRoute(backOfficeRoutes, place));
  },
};

/** The spec's /app/... links: authenticated routes are served at the root. */
function DropAppPrefix() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/app/, '') || '/'}${search}`} replace />;
}

/** The loader while a page's code arrives (its first visit; later visits keep the previous page meanwhile). */
function PageSuspense() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}

const pages: RouteObject[] = [
  // The public tracking result reads without the query cache and toasts: what a phone opens from a link stays small.
  ...publicTrackingResultRoutes,
  {
    element: <AppProvidersLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/confirm/:token', element: <ConfirmEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/new-password/:token', element: <NewPasswordPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/carrier/notfis/:token', element: <CarrierLinkPage /> },
      ...trackingRoutes,
      { path: '/app/*', element: <DropAppPrefix /> },
      { path: '*', element: <BackOfficeRoutes />, handle: backOfficeStart },
    ],
  },
];

export const routes: RouteObject[] = [{ element: <PageSuspense />, children: pages }];
