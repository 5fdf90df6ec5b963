import { listCompanySignUpsOptions } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** The staff's list of self-service sign-ups, newest first (super admins only). */
export function useCompanySignUps(page: number, limit: number) {
  return useQuery(listCompanySignUpsOptions({ query: { page, limit } }));
}
