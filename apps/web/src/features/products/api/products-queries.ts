import { QUERY_FLAG, LOOKUP_LIMIT } from '@despacho/domain';
import {
  getProductOptions,
  getProductQueryKey,
  listDistributionCentersOptions,
  listProductsOptions,
  type ProductFilters,
} from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface ProductListParams {
  page: number;
  limit: number;
  search: string;
  withoutOrigin: boolean;
}

export function useProducts({ page, limit, search, withoutOrigin }: ProductListParams) {
  const filters: ProductFilters = {};
  if (search.trim()) filters.search = search.trim();
  if (withoutOrigin) filters.without_origin = QUERY_FLAG.yes;
  return useQuery({ ...listProductsOptions({ query: { page, limit, filters } }), placeholderData: keepPreviousData });
}

export function useProduct(id: string) {
  return useQuery(getProductOptions({ path: { id } }));
}

/** The exit CD choices (spec: CDs are fetched with limit 100). */
export function useExitCenters() {
  return useQuery(listDistributionCentersOptions({ query: { limit: LOOKUP_LIMIT, page: 1 } }));
}

export const productQueryKeys = {
  /** Every cached page and filter of the list. */
  lists: () => [{ _id: 'listProducts' }],
  one: (id: string) => getProductQueryKey({ path: { id } }),
};
