import { listOrdersQueryKey, runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayload } from '../components/order-values';

export type OrderAction = { action: 'NewOrder'; payload: OrderPayload } | { action: 'UpdateOrder'; payload: OrderPayload & { id: string } };

/** Runs an order command through POST /command and refreshes every cached orders list. */
export function useOrderCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: OrderAction) => (await runCommand({ body: command, throwOnError: true })).data,
    // The key without options matches the lists of every page and filter.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOrdersQueryKey() }),
  });
}
