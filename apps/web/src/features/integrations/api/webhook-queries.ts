import {
  listWebhookDeliveriesOptions,
  listWebhookEndpointsOptions,
  listWebhookEventTypesOptions,
  replayWebhookDelivery,
} from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';

const keys = {
  endpoints: () => [{ _id: 'listWebhookEndpoints' }],
  deliveries: () => [{ _id: 'listWebhookDeliveries' }],
};

export function useWebhookEndpoints() {
  return useQuery(listWebhookEndpointsOptions());
}

export function useWebhookEventTypes() {
  return useQuery({ ...listWebhookEventTypesOptions(), staleTime: Infinity });
}

/** The delivery log refreshes every few seconds: events are posted (and retried) while the page is open. */
export function useWebhookDeliveries(id: string, page: number, limit: number) {
  return useQuery({
    ...listWebhookDeliveriesOptions({ path: { id }, query: { page, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: 3000,
  });
}

/** What NewWebhookEndpoint answers: the signing secret comes this once. */
export interface RegisteredWebhook {
  id: string;
  message: string;
  secret: string;
}

export function useWebhookCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: CommandOf<'NewWebhookEndpoint' | 'RemoveWebhookEndpoint'>) => run(command),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.endpoints() }),
  });
}

export function useReplayWebhookDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await replayWebhookDelivery({ path: { id, deliveryId }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deliveries() }),
  });
}
