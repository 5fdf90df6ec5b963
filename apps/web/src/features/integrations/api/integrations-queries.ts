import {
  type ChannelSituationDto,
  getCompanyChannelOptions,
  listChannelDeliveriesOptions,
  listCompanyChannelSituations,
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

/** Settings.md §2: the situation list is fetched 100 per page, every page (a Tray store names its own). */
export const SITUATIONS_PER_PAGE = 100;

export function useChannelSituations(id: string) {
  return useQuery({
    queryKey: [{ _id: 'listCompanyChannelSituations', id }],
    queryFn: async ({ signal }) => {
      const situations: ChannelSituationDto[] = [];
      for (let page = 1; ; page++) {
        const { data } = await listCompanyChannelSituations({
          path: { id },
          query: { limit: SITUATIONS_PER_PAGE, page },
          signal,
          throwOnError: true,
        });
        situations.push(...data.data);
        if (data.data.length === 0 || situations.length >= data.total) return situations;
      }
    },
  });
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
