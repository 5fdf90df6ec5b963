import { authorizeChannel, reprocessChannelDelivery, runCommand, saveCompanyChannelSituations, type SituationMapDto } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationQueryKeys } from './integrations-queries';

export type IntegrationAction =
  | { action: 'NewCompanyChannel'; payload: { channel: { id: number }; data: { code: string; state?: string } } }
  | { action: 'ToggleIntegration'; payload: { id: string; enable: boolean } }
  | { action: 'ChangeIntegrationName'; payload: { id: string; name: string } }
  | { action: 'RemoveCompanyChannel'; payload: { company_channel: { id: string } } };

/** Runs an integration command through POST /command and refreshes the cached integrations. */
export function useIntegrationCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: IntegrationAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: integrationQueryKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: integrationQueryKeys.one() });
    },
  });
}

/** ADICIONAR: asks the API for the channel's authorization page (with a fresh state) and goes there. */
export function useConnectChannel() {
  return useMutation({
    mutationFn: async (layout: string) => (await authorizeChannel({ path: { channel: layout }, throwOnError: true })).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useSaveSituations(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (situationMap: SituationMapDto) =>
      (await saveCompanyChannelSituations({ path: { id }, body: { situation_map: situationMap }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationQueryKeys.one() }),
  });
}

export function useReprocessDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => (await reprocessChannelDelivery({ path: { id, deliveryId }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationQueryKeys.deliveries() }),
  });
}
