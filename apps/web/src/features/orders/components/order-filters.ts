import { ALERT_TYPE, ALERT_TYPE_LABELS, ANY_ALERT_QUERY, QUERY_FLAG } from '@despacho/domain';
import type { OrderFilters } from '@despacho/api-client';
import dayjs from 'dayjs';

export interface OrderFilterValues {
  search: string;
  status: string[];
  createdFrom: string | null;
  createdTo: string | null;
  deadline: string | null;
  alerts: string | null;
  carrier: string | null;
  dropShipping: string | null;
  /** 'Sem coleta': only orders outside any pickup (a chosen pickup is the URL's ?pickup=). */
  noPickup: boolean;
  /** Operations (super admins) may list another company's orders. */
  company: string | null;
  /** 'Rastreamento desatualizado': in transit with no carrier event for too long (issue 30). */
  staleTracking: boolean;
}

export const DEADLINE_OPTIONS = [
  { value: 'delayed', label: 'Atrasados' },
  { value: 'today', label: 'Entrega hoje' },
  { value: 'delivered_early', label: 'Entregues no prazo' },
  { value: 'delivered_late', label: 'Entregues com atraso' },
];

export const ALERT_OPTIONS = [
  { value: ANY_ALERT_QUERY, label: 'Todos os alertas' },
  ...Object.values(ALERT_TYPE).map((type) => ({ value: String(type), label: ALERT_TYPE_LABELS[type] })),
];

export const DROP_SHIPPING_OPTIONS = [
  { value: QUERY_FLAG.yes, label: 'Só drop-shipping' },
  { value: QUERY_FLAG.no, label: 'Sem drop-shipping' },
];

/** Spec: the created-date filter defaults to the last 40 days up to today. */
export function defaultOrderFilters(today = dayjs()): OrderFilterValues {
  return {
    search: '',
    status: [],
    createdFrom: today.subtract(40, 'day').format('YYYY-MM-DD'),
    createdTo: today.format('YYYY-MM-DD'),
    deadline: null,
    alerts: null,
    carrier: null,
    dropShipping: null,
    noPickup: false,
    company: null,
    staleTracking: false,
  };
}

/** The dashboard's card links here (/orders?stale_tracking=1): every stale order, whatever its creation date. */
export function initialOrderFilters(params: URLSearchParams): OrderFilterValues {
  const defaults = defaultOrderFilters();
  if (params.get('stale_tracking') !== QUERY_FLAG.yes) return defaults;
  return { ...defaults, createdFrom: null, createdTo: null, staleTracking: true };
}

/** The query's filters[...]: a search needs at least 2 characters (spec). */
export function queryFiltersOf(values: OrderFilterValues): OrderFilters {
  const search = values.search.trim();
  return {
    ...(search.length >= 2 ? { search } : {}),
    ...(values.status.length ? { status: values.status.join(',') } : {}),
    ...(values.createdFrom ? { created_at_start: values.createdFrom } : {}),
    ...(values.createdTo ? { created_at_end: values.createdTo } : {}),
    ...(values.deadline ? { deadline: values.deadline as OrderFilters['deadline'] } : {}),
    ...(values.alerts ? { alerts: values.alerts as OrderFilters['alerts'] } : {}),
    ...(values.carrier ? { carrier: values.carrier } : {}),
    ...(values.dropShipping ? { split_drop_shipping: values.dropShipping as OrderFilters['split_drop_shipping'] } : {}),
    ...(values.noPickup ? { no_pickup: QUERY_FLAG.yes } : {}),
    ...(values.company ? { company_id: values.company } : {}),
    ...(values.staleTracking ? { stale_tracking: QUERY_FLAG.yes } : {}),
  };
}

/** A pickup's orders whatever their creation date; without a pickup, the values' own filters. */
export function listFiltersOf(values: OrderFilterValues, pickupId: string | null): OrderFilters {
  if (!pickupId) return queryFiltersOf(values);
  return { ...queryFiltersOf({ ...values, createdFrom: null, createdTo: null, noPickup: false }), pickup_id: pickupId };
}
