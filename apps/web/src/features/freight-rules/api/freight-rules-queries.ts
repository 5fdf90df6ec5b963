import { LOOKUP_LIMIT } from '@despacho/domain';
import {
  getFreightRuleOptions,
  getFreightRuleQueryKey,
  listCarriersOptions,
  listCitiesOptions,
  listDistributionCentersOptions,
  listFreightRulesOptions,
  listFreightRulesQueryKey,
  listRegionsOptions,
} from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** Spec: rules, CDs and carriers are fetched with limit 100; cities with limit 6000. */
const LIST = { query: { limit: LOOKUP_LIMIT, page: 1 } };
const CITIES = { query: { limit: 6000 } };

export function useFreightRules() {
  return useQuery(listFreightRulesOptions(LIST));
}

export function useFreightRule(id: string) {
  return useQuery(getFreightRuleOptions({ path: { id } }));
}

export function useRuleDistributionCenters() {
  return useQuery(listDistributionCentersOptions(LIST));
}

export function useRuleCarriers() {
  return useQuery(listCarriersOptions(LIST));
}

/** States and 'Brasil inteiro' with their CEP ranges: reference data, kept for the session. */
export function useRegions() {
  return useQuery({ ...listRegionsOptions(), staleTime: Infinity });
}

/** 5,764 city CEP ranges: loaded only once a route picks a city, then kept for the session. */
export function useCities(enabled: boolean) {
  return useQuery({ ...listCitiesOptions(CITIES), staleTime: Infinity, enabled });
}

export const freightRuleQueryKeys = {
  list: () => listFreightRulesQueryKey(LIST),
  one: (id: string) => getFreightRuleQueryKey({ path: { id } }),
};
