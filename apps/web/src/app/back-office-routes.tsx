import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { auditRoutes } from '../features/audit/routes';
import { carrierRoutes } from '../features/carriers/routes';
import { contingencyTableRoutes } from '../features/contingency-tables/routes';
import { distributionCenterRoutes } from '../features/distribution-centers/routes';
import { freightRuleRoutes } from '../features/freight-rules/routes';
import { freightTableRoutes } from '../features/freight-tables/routes';
import { exceptionRoutes } from '../features/exceptions/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import {
  channelContactRoutes,
  connectRoutes,
  integrationRoutes,
  nuvemshopConnect,
} from '../features/integrations/routes';
import { ocorenRoutes } from '../features/ocoren/routes';
import { orderRoutes } from '../features/orders/routes';
import { pickupRoutes } from '../features/pickups/routes';
import { productRoutes } from '../features/products/routes';
import { promiseSettingsRoutes } from '../features/promise-settings/routes';
import { quotationViewRoutes } from '../features/quotation-views/routes';
import { quoteRoutes } from '../features/quote/routes';
import { trackingSettingsRoutes } from '../features/tracking/routes';
import { recipientNoticeSettingsRoutes } from '../features/recipient-notices/routes';
import { userRoutes } from '../features/users/routes';
import { RequireArea } from './guards/require-area';
import { RequireAuth } from './guards/require-auth';
import { SignedInOr } from './guards/signed-in-or';
import { lazyPage } from '../shared/ui/lazy-page';
import { usePreloadRoute } from '../shared/ui/preload-route';
import { backOfficeData } from './back-office-data';

// The back-office shell loads with the first signed-in page, never with a public one.
const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');
const AccountPage = lazyPage(() => import('../features/account/routes/account.page'), 'AccountPage');
const LogoutPage = lazyPage(() => import('../features/auth/routes/logout.page'), 'LogoutPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/routes/dashboard.page'), 'DashboardPage');
const CompanySignUpsPage = lazyPage(
  () => import('../features/register/routes/company-sign-ups.page'),
  'CompanySignUpsPage',
);
const SettingsHomePage = lazyPage(() => import('../features/settings/routes/settings-home.page'), 'SettingsHomePage');
const CarrierNewPage = lazyPage(() => import('../features/carriers/routes/carrier-new.page'), 'CarrierNewPage');
const CarrierRegistrationsPage = lazyPage(
  () => import('../features/carrier-registration/routes/carrier-registrations.page'),
  'CarrierRegistrationsPage',
);
const CarrierSelfRegistrationPage = lazyPage(
  () => import('../features/carrier-registration/routes/carrier-self-registration.page'),
  'CarrierSelfRegistrationPage',
);

/** '/' opens the dashboard, keeping the query (/?cc={company_id} asks to switch company). */
function ToDashboard() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard${search}`} replace />;
}

export const backOfficeRoutes: RouteObject[] = [
  {
    // Public for carriers registering themselves (spec §2.1); a signed-in admin gets 'NOVA TRANSPORTADORA'.
    path: '/settings/carriers/new',
    element: <SignedInOr fallback={<CarrierSelfRegistrationPage />} />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { element: <RequireArea area="settings" admin />, children: [{ index: true, element: <CarrierNewPage /> }] },
        ],
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/logout', element: <LogoutPage /> },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <ToDashboard /> },
          { path: '/account', element: <AccountPage /> },
          ...notificationRoutes,
          { element: <RequireArea area="onboarding" />, children: onboardingRoutes },
          { element: <RequireArea area="dashboard" />, children: [{ path: '/dashboard', element: <DashboardPage /> }] },
          { element: <RequireArea area="orders" />, children: [...ocorenRoutes, ...orderRoutes, ...exceptionRoutes] },
          { element: <RequireArea area="pickups" />, children: pickupRoutes },
          { element: <RequireArea area="quotation" />, children: quoteRoutes },
          { element: <RequireArea area="audit" auditEnabled />, children: auditRoutes },
          {
            element: <RequireArea area="settings" />,
            children: [
              { path: '/settings', element: <SettingsHomePage /> },
              {
                element: <RequireArea area="settings" superAdmin />,
                children: [
                  { path: '/settings/sign-ups', element: <CompanySignUpsPage /> },
                  { path: '/settings/carrier-registrations', element: <CarrierRegistrationsPage /> },
                  ...channelContactRoutes,
                ],
              },
              ...productRoutes,
              ...carrierRoutes,
              {
                element: <RequireArea area="settings" admin />,
                children: [
                  ...userRoutes,
                  ...distributionCenterRoutes,
                  ...freightTableRoutes,
                  ...freightRuleRoutes,
                  ...contingencyTableRoutes,
                  ...quotationViewRoutes,
                  ...promiseSettingsRoutes,
                  ...trackingSettingsRoutes,
                  ...recipientNoticeSettingsRoutes,
                  ...integrationRoutes,
                  ...connectRoutes,
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // Nuvemshop's app store sends merchants here without a session (public-account.md §2.14).
    path: nuvemshopConnect.path,
    element: <SignedInOr fallback={nuvemshopConnect.landing} />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            element: <RequireArea area="settings" admin />,
            children: [{ index: true, element: nuvemshopConnect.page }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/**
 * Every route behind a session, and the few that show a visitor another face: the table, its guards
 * and the back-office shell come in one chunk on the first such URL, never with a public page (issue 34).
 */
export function BackOfficeRoutes() {
  // The shell's and the page's code, and the page's data, load beside GET me instead of after it.
  usePreloadRoute(backOfficeRoutes);
  usePreloadRoute(backOfficeData);
  return useRoutes(backOfficeRoutes);
}
