import { listNotificationsOptions, listNotificationsQueryKey } from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command } from '../../../shared/command';

/** public-account.md §9: 20 notifications fetched, page 1; at most 3 shown at once in the bell. */
export const NOTIFICATIONS_LIMIT = 20;
export const BELL_SHOWN = 3;
const REFRESH_MS = 30_000;

export const useNotifications = (page = 1) =>
  useQuery({
    ...listNotificationsOptions({ query: { limit: NOTIFICATIONS_LIMIT, page } }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** MarkNotificationsRead: the given ids, or every unread one. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => command({ action: 'MarkNotificationsRead', payload: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: listNotificationsQueryKey().slice(0, 1) }),
  });
}
