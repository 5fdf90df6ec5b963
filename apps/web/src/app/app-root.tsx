import { StrictMode, type ReactNode, useEffect } from 'react';
import { type NavigateFunction, useNavigate, useRoutes } from 'react-router';
import { type SsrSeed, SsrSeedContext } from '../shared/ssr/ssr-seed';
import { Providers } from './providers';
import { routes } from './router';

let navigate: NavigateFunction | undefined;

/** Where a 401 sends the browser (main.tsx's api configuration): the router's own navigate, once it rendered. */
export const navigateToLogin = () => void navigate?.('/login?status=401', { replace: true });

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

/**
 * The whole app under a router: the browser's (main.tsx) or the server's (entry-server.tsx). Both
 * build this same tree, so the browser hydrates what the server rendered.
 */
export function AppRoot({
  router: Router,
  seed,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  seed: SsrSeed;
}) {
  return (
    <StrictMode>
      <SsrSeedContext value={seed}>
        <Providers>
          <Router>
            <AppRoutes />
          </Router>
        </Providers>
      </SsrSeedContext>
    </StrictMode>
  );
}
