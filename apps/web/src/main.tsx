import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { configureApi } from './shared/api';
import { preloadRoute } from './shared/ui/preload-route';

let navigate: NavigateFunction | undefined;
configureApi(() => {
  // The cache's module is loaded by then: a 401 answers a call made through it.
  void import('./shared/query-client').then(({ appQueryClient }) => appQueryClient().clear());
  void navigate?.('/login?status=401', { replace: true });
});

/**
 * The route table under React Router's declarative mode: the app loads no data through the router,
 * and its data mode (createBrowserRouter) weighs ~19 KB more gzipped on every page (issue 34). The
 * component tests keep a memory data router over the same table (test/render.tsx).
 */
function AppRoutes() {
  const navigateTo = useNavigate();
  useEffect(() => {
    navigate = navigateTo;
  }, [navigateTo]);
  return useRoutes(routes);
}

// The opened URL's page code (and, for some, its data) starts downloading now, not as each level renders.
preloadRoute(routes, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
