import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { payloadOf } from '../components/distribution-center-values';
import { distributionCenterQueryKeys } from './distribution-centers-queries';

type Payload = ReturnType<typeof payloadOf>;

export type DistributionCenterAction =
  | { action: 'NewDistributionCenter'; payload: Payload }
  | { action: 'UpdateDistributionCenter'; payload: Payload & { id: string } }
  | { action: 'RemoveDistributionCenter'; payload: { reference: string } };

/** Runs a CD command through POST /command and refreshes the cached list and CD. */
export function useDistributionCenterCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: DistributionCenterAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: distributionCenterQueryKeys.list() });
      if (result?.id) queryClient.removeQueries({ queryKey: distributionCenterQueryKeys.one(result.id) });
    },
  });
}
