import { LOOKUP_LIMIT } from '@despacho/domain';
import {
  getDistributionCenterOptions,
  getDistributionCenterQueryKey,
  listDistributionCentersOptions,
  listDistributionCentersQueryKey,
} from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** Spec: CDs are fetched with limit 100. */
const LIST = { query: { limit: LOOKUP_LIMIT, page: 1 } };

export function useDistributionCenters() {
  return useQuery(listDistributionCentersOptions(LIST));
}

export function useDistributionCenter(id: string) {
  return useQuery(getDistributionCenterOptions({ path: { id } }));
}

export const distributionCenterQueryKeys = {
  list: () => listDistributionCentersQueryKey(LIST),
  one: (id: string) => getDistributionCenterQueryKey({ path: { id } }),
};
