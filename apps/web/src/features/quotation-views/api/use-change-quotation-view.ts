import { getMeQueryKey, type MeDto } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command } from '../../../shared/command';

export type QuotationView = MeDto['company']['quotation_view'];

/** ChangeQuotationView {quotation_view}; the session's company (GET /me) holds the mode shown. */
export function useChangeQuotationView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (view: QuotationView) =>
      command({ action: 'ChangeQuotationView', payload: { quotation_view: view } }),
    onSuccess: (_, view) => {
      // Show the new mode at once; the refetch confirms it.
      queryClient.setQueryData<MeDto>(
        getMeQueryKey(),
        (me) => me && { ...me, company: { ...me.company, quotation_view: view } },
      );
      return queryClient.invalidateQueries({ queryKey: getMeQueryKey() });
    },
  });
}
