import {
  type BackgroundTaskListDto,
  listBackgroundTasksOptions,
  listBackgroundTasksQueryKey,
} from '@despacho/api-client';
import { backgroundTaskStatus, LOOKUP_LIMIT } from '@despacho/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command } from '../../../shared/command';
import type { ContingencyRequest } from '../components/contingency-request-values';

export const CONTINGENCY_TASK = 'GenerateContingencyFreightTable';
/** Spec §9: tasks are fetched with limit 100. */
const LIST = { query: { task_type: CONTINGENCY_TASK, limit: LOOKUP_LIMIT } };
/** While a table is pending or in process, the list refreshes to show its progress and end. */
const RUNNING_REFRESH_MS = 2000;

const running = (list: BackgroundTaskListDto | undefined) =>
  (list?.data ?? []).some((task) => backgroundTaskStatus(task) !== 'finished' && !task.error);

export function useContingencyTables() {
  return useQuery({
    ...listBackgroundTasksOptions(LIST),
    refetchInterval: (query) => (running(query.state.data) ? RUNNING_REFRESH_MS : false),
  });
}

/** NewBackgroundTask {action: 'GenerateContingencyFreightTable', payload}; the list is refreshed after. */
export function useRequestContingencyTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContingencyRequest) =>
      command({ action: 'NewBackgroundTask', payload: { action: CONTINGENCY_TASK, payload } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listBackgroundTasksQueryKey(LIST) }),
  });
}
