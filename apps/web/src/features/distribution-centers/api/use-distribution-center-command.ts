import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { distributionCenterQueryKeys } from '../../../shared/api/distribution-centers-queries';

export type DistributionCenterAction = CommandOf<
  'NewDistributionCenter' | 'UpdateDistributionCenter' | 'RemoveDistributionCenter'
>;

/** Runs a CD command through POST /command and refreshes the cached list and CD. */
export function useDistributionCenterCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: DistributionCenterAction) => run(command),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: distributionCenterQueryKeys.list() });
      if (result?.id) queryClient.removeQueries({ queryKey: distributionCenterQueryKeys.one(result.id) });
    },
  });
}
