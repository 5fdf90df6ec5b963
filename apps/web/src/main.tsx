import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { configureApi } from './shared/api';

const queryClient = createQueryClient();
const router = createRouter();
configureApi(() => {
  queryClient.clear();
  void router.navigate('/login?status=401', { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
