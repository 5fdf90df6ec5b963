import {
  getCarrierEmailsOptions,
  getCarrierEmailsQueryKey,
  getCarrierOptions,
  getCarrierQueryKey,
  listCarriersOptions,
  listCarriersQueryKey,
} from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Spec: carriers are listed 100 per page. */
export const CARRIERS_PAGE_SIZE = 100;

const page = (number: number) => ({ query: { limit: CARRIERS_PAGE_SIZE, page: number } });

export function useCarriers(pageNumber: number) {
  return useQuery({ ...listCarriersOptions(page(pageNumber)), placeholderData: keepPreviousData });
}

export function useCarrier(id: string) {
  return useQuery(getCarrierOptions({ path: { id } }));
}

export function useCarrierEmails(id: string) {
  return useQuery(getCarrierEmailsOptions({ path: { id } }));
}

export const carrierQueryKeys = {
  /** Without a page it matches every page, and the carrier pickers of other screens too. */
  lists: () => listCarriersQueryKey(),
  one: (id: string) => getCarrierQueryKey({ path: { id } }),
  emails: (id: string) => getCarrierEmailsQueryKey({ path: { id } }),
};
