import { listNotificationsOptions, listNotificationsQueryKey, runCommand } from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** public-account.md §9: 20 notifications fetched, page 1; at most 3 shown at once in the bell. */
export const NOTIFICATIONS_LIMIT = 20;
export const BELL_SHOWN = 3;
const REFRESH_MS = 30_000;

export const useNotifications = (page = 1) =>
  useQuery({ ...listNotificationsOptions({ query: { limit: NOTIFICATIONS_LIMIT, page } }), refetchInterval: REFRESH_MS, placeholderData: keepPreviousData });

/** MarkNotificationsRead: the given ids, or every unread one. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => (await runCommand({ body: { action: 'MarkNotificationsRead', payload: ids ? { ids } : {} }, throwOnError: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: listNotificationsQueryKey().slice(0, 1) }),
  });
}
