import {
  countExceptionsQueryKey,
  listExceptionAssigneesOptions,
  listExceptionsOptions,
  listExceptionsQueryKey,
  type ListExceptionsData,
} from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command, type PayloadOf } from '../../../shared/command';

export type ExceptionFilters = NonNullable<ListExceptionsData['query']>;
export const EXCEPTIONS_PAGE = 50;
const REFRESH_MS = 30_000;

export const useExceptions = (filters: ExceptionFilters) =>
  useQuery({
    ...listExceptionsOptions({ query: { ...filters, limit: EXCEPTIONS_PAGE } }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useExceptionAssignees = () => useQuery(listExceptionAssigneesOptions());

/** Assignments and resolutions are on the desk's rows once the command answers (an inline fold). */
function useRefreshDesk() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: listExceptionsQueryKey().slice(0, 1) }),
      client.invalidateQueries({ queryKey: countExceptionsQueryKey().slice(0, 1) }),
    ]);
  };
}

export function useAssignException() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (payload: PayloadOf<'AssignException'>) => command({ action: 'AssignException', payload }),
    onSuccess: refresh,
  });
}

export function useResolveException() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (payload: PayloadOf<'ResolveException'>) => command({ action: 'ResolveException', payload }),
    onSuccess: refresh,
  });
}
