import type { OrderFilters } from '@despacho/api-client';
import dayjs from 'dayjs';

export interface OrderFilterValues {
  search: string;
  status: string[];
  createdFrom: string | null;
  createdTo: string | null;
}

/** Spec: the created-date filter defaults to the last 40 days up to today. */
export function defaultOrderFilters(today = dayjs()): OrderFilterValues {
  return { search: '', status: [], createdFrom: today.subtract(40, 'day').format('YYYY-MM-DD'), createdTo: today.format('YYYY-MM-DD') };
}

/** The query's filters[...]: a search needs at least 2 characters (spec). */
export function queryFiltersOf(values: OrderFilterValues): OrderFilters {
  const search = values.search.trim();
  return {
    ...(search.length >= 2 ? { search } : {}),
    ...(values.status.length ? { status: values.status.join(',') } : {}),
    ...(values.createdFrom ? { created_at_start: values.createdFrom } : {}),
    ...(values.createdTo ? { created_at_end: values.createdTo } : {}),
  };
}
