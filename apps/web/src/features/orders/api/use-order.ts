import { getOrderOptions, getOrderQueryKey, listOrderQuotesOptions, listOrdersQueryKey } from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Command, command as run } from '../../../shared/command';

export function useOrder(id: string) {
  return useQuery(getOrderOptions({ path: { id } }));
}

/** Quotes for the carrier change dialog, fetched only while it is open. */
export function useOrderQuotes(id: string, enabled: boolean) {
  return useQuery({ ...listOrderQuotesOptions({ path: { id } }), enabled });
}

/** Runs an action on the order through POST /command, then reloads the order and the lists. */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: Command) => run(command),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getOrderQueryKey({ path: { id } }) });
      await queryClient.invalidateQueries({ queryKey: listOrdersQueryKey() });
    },
  });
}
