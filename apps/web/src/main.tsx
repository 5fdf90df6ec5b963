import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot, navigateToLogin } from './app/app-root';
import { routes } from './app/router';
import { configureApi } from './shared/api';
import { readSsrSeed } from './shared/ssr/ssr-seed';
import { preloadRoute } from './shared/ui/preload-route';

configureApi(() => {
  // The cache's module is loaded by then: a 401 answers a call made through it.
  void import('./shared/query-client').then(({ appQueryClient }) => appQueryClient().clear());
  navigateToLogin();
});

// A page the server rendered (the public tracking result) comes with its data: the browser hydrates it.
const seed = readSsrSeed();
// The opened URL's page code (and, unless the server sent it, its data) starts downloading now, not as each level renders.
preloadRoute(routes, window.location, { data: !seed });

const root = document.getElementById('root')!;
const app = <AppRoot router={BrowserRouter} seed={seed ?? {}} />;
if (seed) hydrateRoot(root, app);
else createRoot(root).render(app);
