import { listFreightTablesOptions } from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useFreightTables(page: number, limit: number) {
  return useQuery({ ...listFreightTablesOptions({ query: { page, limit } }), placeholderData: keepPreviousData });
}

/** Every cached page of the list, so a switch refreshes whichever page is shown. */
export const FREIGHT_TABLES_KEY = [{ _id: 'listFreightTables' }];
