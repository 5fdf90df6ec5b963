import {
  authorizeChannel,
  reprocessChannelDelivery,
  saveCompanyChannelSituations,
  type SituationMapDto,
} from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { integrationQueryKeys } from './integrations-queries';

export type IntegrationAction = CommandOf<
  | 'NewCompanyChannel'
  | 'ToggleIntegration'
  | 'ChangeIntegrationName'
  | 'RemoveCompanyChannel'
  | 'UpdateCarrierIntegration'
>;

/** Runs an integration command through POST /command and refreshes the cached integrations. */
export function useIntegrationCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: IntegrationAction) => run(command),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: integrationQueryKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: integrationQueryKeys.one() });
    },
  });
}

/**
 * ADICIONAR: asks the API for the channel's authorization page (with a fresh state) and goes there;
 * `url` is the store's address where each store authorizes on its own domain (Tray).
 */
export function useConnectChannel() {
  return useMutation({
    mutationFn: async ({ layout, url }: { layout: string; url?: string }) =>
      (await authorizeChannel({ path: { channel: layout }, query: url ? { url } : undefined, throwOnError: true }))
        .data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useSaveSituations(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (situationMap: SituationMapDto) =>
      (await saveCompanyChannelSituations({ path: { id }, body: { situation_map: situationMap }, throwOnError: true }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationQueryKeys.one() }),
  });
}

export function useReprocessDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await reprocessChannelDelivery({ path: { id, deliveryId }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationQueryKeys.deliveries() }),
  });
}
