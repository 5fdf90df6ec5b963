import { countExceptionsOptions } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET exceptions/counts, for the desk and the dashboard's card: open ones now, refreshed every 30 s. */
export const useExceptionCounts = () => useQuery({ ...countExceptionsOptions(), refetchInterval: 30_000 });
