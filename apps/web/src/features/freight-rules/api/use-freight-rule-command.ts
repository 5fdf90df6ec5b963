import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { freightRuleQueryKeys } from './freight-rules-queries';

export type FreightRuleAction = CommandOf<
  'NewFreightRule' | 'EditFreightRule' | 'ToggleFreightRule' | 'DeleteFreightRule'
>;

/** Runs a freight rule command through POST /command and refreshes the cached list and rule. */
export function useFreightRuleCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: FreightRuleAction) => run(command),
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: freightRuleQueryKeys.list() });
      if ('id' in command.payload)
        queryClient.removeQueries({ queryKey: freightRuleQueryKeys.one(command.payload.id) });
    },
  });
}
