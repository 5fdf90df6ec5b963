import { listOrdersQueryKey } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';

export type OrderFormAction = CommandOf<'NewOrder' | 'UpdateOrder'>;

/** Runs an order command through POST /command and refreshes every cached orders list. */
export function useOrderCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: OrderFormAction) => run(command),
    // The key without options matches the lists of every page and filter.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOrdersQueryKey() }),
  });
}
