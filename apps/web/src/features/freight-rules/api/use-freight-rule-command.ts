import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreightRulePayload } from '../components/freight-rule-values';
import { freightRuleQueryKeys } from './freight-rules-queries';

export type FreightRuleAction =
  | { action: 'NewFreightRule'; payload: FreightRulePayload }
  | { action: 'EditFreightRule'; payload: FreightRulePayload & { id: string } }
  | { action: 'ToggleFreightRule'; payload: { id: string } }
  | { action: 'DeleteFreightRule'; payload: { id: string } };

/** Runs a freight rule command through POST /command and refreshes the cached list and rule. */
export function useFreightRuleCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: FreightRuleAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: freightRuleQueryKeys.list() });
      if ('id' in command.payload) queryClient.removeQueries({ queryKey: freightRuleQueryKeys.one(command.payload.id) });
    },
  });
}
