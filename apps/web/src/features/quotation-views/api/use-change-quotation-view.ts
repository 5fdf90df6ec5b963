import { getMeQueryKey, type MeDto, runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type QuotationView = MeDto['company']['quotation_view'];

/** ChangeQuotationView {quotation_view}; the session's company (GET /me) holds the mode shown. */
export function useChangeQuotationView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (view: QuotationView) =>
      (await runCommand({ body: { action: 'ChangeQuotationView', payload: { quotation_view: view } }, throwOnError: true })).data,
    onSuccess: (_, view) => {
      // Show the new mode at once; the refetch confirms it.
      queryClient.setQueryData<MeDto>(getMeQueryKey(), (me) => me && { ...me, company: { ...me.company, quotation_view: view } });
      return queryClient.invalidateQueries({ queryKey: getMeQueryKey() });
    },
  });
}
