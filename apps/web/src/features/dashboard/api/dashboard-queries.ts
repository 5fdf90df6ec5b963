import { ANY_ALERT_QUERY } from '@despacho/domain';
import {
  getDashboardCarrierKpiOptions,
  getDashboardCarriersSlaOptions,
  getDashboardDeliveryPromiseOptions,
  getDashboardOptions,
  getDashboardOrderStatusOptions,
  listOrdersOptions,
  listReviewsOptions,
} from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardFilterValues } from '../components/dashboard-filters';

/** Spec: the delayed-orders widget fetches 20 orders and the alerts widget 50. */
const DELAYED_LIMIT = 20;
const ALERTS_LIMIT = 50;

export function queryOf(filters: DashboardFilterValues) {
  return {
    date_start: filters.dateStart,
    date_end: filters.dateEnd,
    ...(filters.carriers.length ? { carrier: filters.carriers.join(',') } : {}),
  };
}

// Dashboard fetch failures are silent (spec §8): no retries, the widgets fall back to empty.
const silent = { retry: false, placeholderData: keepPreviousData } as const;

export const useDashboardFigures = (filters: DashboardFilterValues) =>
  useQuery({ ...getDashboardOptions({ query: queryOf(filters) }), ...silent });

export const useDashboardOrderStatus = (filters: DashboardFilterValues) =>
  useQuery({ ...getDashboardOrderStatusOptions({ query: queryOf(filters) }), ...silent });

export const useDashboardCarriersSla = (filters: DashboardFilterValues) =>
  useQuery({ ...getDashboardCarriersSlaOptions({ query: queryOf(filters) }), ...silent });

/** The learned promise is the lanes' whole history, not a period: only the carriers filter it. */
export const useDashboardDeliveryPromise = (filters: DashboardFilterValues) =>
  useQuery({
    ...getDashboardDeliveryPromiseOptions({
      query: filters.carriers.length ? { carrier: filters.carriers.join(',') } : {},
    }),
    ...silent,
  });

/** Only the provider's staff may ask (the API refuses anyone else): `enabled` keeps others from a 403. */
export const useDashboardCarrierKpi = (filters: DashboardFilterValues, enabled: boolean) =>
  useQuery({ ...getDashboardCarrierKpiOptions({ query: queryOf(filters) }), ...silent, enabled });

export const useDashboardReviews = (filters: DashboardFilterValues) =>
  useQuery({ ...listReviewsOptions({ query: queryOf(filters) }), ...silent });

export const useDelayedOrders = () =>
  useQuery({
    ...listOrdersOptions({ query: { page: 1, limit: DELAYED_LIMIT, filters: { deadline: 'delayed' } } }),
    retry: false,
  });

export const useAlertOrders = () =>
  useQuery({
    ...listOrdersOptions({ query: { page: 1, limit: ALERTS_LIMIT, filters: { alerts: ANY_ALERT_QUERY } } }),
    retry: false,
  });
