import { LOOKUP_LIMIT } from '@despacho/domain';
import { getUserOptions, listUsersOptions, listUsersQueryKey, getUserQueryKey } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** Spec: users are fetched with limit 100. */
const LIST = { query: { limit: LOOKUP_LIMIT, page: 1 } };

export function useUsers() {
  return useQuery(listUsersOptions(LIST));
}

export function useUser(id: string) {
  return useQuery(getUserOptions({ path: { id } }));
}

export const userQueryKeys = {
  list: () => listUsersQueryKey(LIST),
  one: (id: string) => getUserQueryKey({ path: { id } }),
};
