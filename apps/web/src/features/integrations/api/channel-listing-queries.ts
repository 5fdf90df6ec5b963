import {
  getCompanyChannelListingOptions,
  listBackgroundTasksOptions,
  listCompanyChannelFiltersOptions,
  saveCompanyChannelFilters,
  syncCompanyChannelListing,
} from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ListingSort = { field: 'name' | 'price'; direction: 'asc' | 'desc' } | null;
export type FilterMap = Record<string, number | string | string[]>;

/** The background task type the API runs a listing's sync as. */
export const SYNC_TASK = 'SyncChannelProducts';

/** A page of a channel's listing, read from the channel each time (settings.md §3 Listing). */
export function useChannelListing(id: string, resource: string, page: number, limit: number, sort: ListingSort) {
  return useQuery({
    ...getCompanyChannelListingOptions({
      path: { id, type: resource },
      query: { page, limit: limit as 5 | 10 | 25, ...(sort ? { sort: { [sort.field]: sort.direction } } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** The sync tasks of the company; polled while one runs, so the progress bar moves. */
export function useSyncTasks(running: boolean) {
  return useQuery({
    ...listBackgroundTasksOptions({ query: { task_type: SYNC_TASK, limit: 10 } }),
    refetchInterval: running ? 1500 : false,
  });
}

export function useSyncListing(id: string, resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[] | undefined) =>
      (await syncCompanyChannelListing({ path: { id, type: resource }, body: { ids }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [{ _id: 'listBackgroundTasks' }] }),
  });
}

export function useChannelFilters(id: string) {
  return useQuery(listCompanyChannelFiltersOptions({ path: { id } }));
}

export function useSaveFilters(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filterMap: FilterMap) =>
      (await saveCompanyChannelFilters({ path: { id }, body: { filter_map: filterMap }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [{ _id: 'listCompanyChannelFilters' }] }),
  });
}
