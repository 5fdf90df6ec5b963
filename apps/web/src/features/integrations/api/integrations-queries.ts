import {
  getCompanyChannelOptions,
  listChannelDeliveriesOptions,
  listChannelsOptions,
  listCompanyChannelsOptions,
} from '@despacho/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The ERP/marketplace catalogue (type 1). */
export function useChannels() {
  return useQuery(listChannelsOptions({ query: { type: 1 } }));
}

export function useCompanyChannels() {
  return useQuery(listCompanyChannelsOptions());
}

export function useCompanyChannel(id: string) {
  return useQuery(getCompanyChannelOptions({ path: { id } }));
}

/** The delivery log refreshes every few seconds: webhooks arrive while the page is open. */
export function useChannelDeliveries(id: string, page: number, limit: number) {
  return useQuery({
    ...listChannelDeliveriesOptions({ path: { id }, query: { page, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export const integrationQueryKeys = {
  lists: () => [{ _id: 'listCompanyChannels' }],
  one: () => [{ _id: 'getCompanyChannel' }],
  deliveries: () => [{ _id: 'listChannelDeliveries' }],
};
