import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { lazyPage } from '../shared/ui/lazy-page';
import { theme } from './theme';

// The toasts' list (and its transitions) loads beside the first page; notifications.show() queues meanwhile.
const Notifications = lazyPage(() => import('@mantine/notifications'), 'Notifications');

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
