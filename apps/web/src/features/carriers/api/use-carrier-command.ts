import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { carrierQueryKeys } from './carriers-queries';

export type CarrierAction = CommandOf<'RegisterCarrier' | 'UpdateCarrier' | 'AddCarrierEmail'>;

/** Runs a carrier command through POST /command and refreshes what it changed. */
export function useCarrierCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: CarrierAction) => run(command),
    onSuccess: async (_, command) => {
      if (command.action === 'AddCarrierEmail') {
        await queryClient.invalidateQueries({ queryKey: carrierQueryKeys.emails(command.payload.carrier_id) });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: carrierQueryKeys.lists() });
      if (command.action === 'UpdateCarrier')
        queryClient.removeQueries({ queryKey: carrierQueryKeys.one(command.payload.id) });
    },
  });
}
