import { listOcorenLinksOptions, listOcorenLinksQueryKey } from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { command } from '../../../shared/command';

export function useOcorenLinks() {
  return useQuery(listOcorenLinksOptions());
}

/** IssueOcorenLink: the answer carries the link, shown once. */
export function useIssueOcorenLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (carrierId: string) =>
      (await command({ action: 'IssueOcorenLink', payload: { carrier_id: carrierId } })) as {
        url: string;
        message: string;
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOcorenLinksQueryKey() }),
  });
}

export function useRevokeOcorenLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => command({ action: 'RevokeOcorenLink', payload: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOcorenLinksQueryKey() }),
  });
}
