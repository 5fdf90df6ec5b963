import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { payloadOf } from '../components/carrier-values';
import { carrierQueryKeys } from './carriers-queries';

type Payload = ReturnType<typeof payloadOf>;

export type CarrierAction =
  | { action: 'RegisterCarrier'; payload: Payload }
  | { action: 'UpdateCarrier'; payload: Payload & { id: string; active: boolean } }
  | { action: 'AddCarrierEmail'; payload: { carrier_id: string; emails: string[] } };

/** Runs a carrier command through POST /command and refreshes what it changed. */
export function useCarrierCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: CarrierAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async (_, command) => {
      if (command.action === 'AddCarrierEmail') {
        await queryClient.invalidateQueries({ queryKey: carrierQueryKeys.emails(command.payload.carrier_id) });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: carrierQueryKeys.lists() });
      if (command.action === 'UpdateCarrier') queryClient.removeQueries({ queryKey: carrierQueryKeys.one(command.payload.id) });
    },
  });
}
