import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let client: QueryClient | undefined;

/**
 * The app's one TanStack Query cache, created with the first page that reads through it. It stays out
 * of the entry (~10 KB gzipped): the public tracking result, what a phone opens most, reads without it.
 */
export function appQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return client;
}

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
