import { getFreightBillOptions, listFreightBillsOptions, listFreightBillsQueryKey } from '@despacho/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadedPath } from '../../../shared/api/upload';
import { command } from '../../../shared/command';

/** ImportDoccob's answer: the bills and CT-e imported, and every refused line. */
export interface ImportDoccobResult {
  bills: number;
  ctes: number;
  errors: string[];
  message: string;
}

export function useFreightBills(page: number, limit: number) {
  return useQuery({ ...listFreightBillsOptions({ query: { page, limit } }), placeholderData: keepPreviousData });
}

export function useFreightBill(id: string | null) {
  return useQuery({ ...getFreightBillOptions({ path: { id: id ?? '' } }), enabled: id !== null });
}

/** Uploads the DOCCOB files and imports them at once (ImportDoccob); the bills list reloads. */
export function useImportDoccob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const paths = [];
      for (const file of files) paths.push({ path: await uploadedPath(file) });
      return (await command({ action: 'ImportDoccob', payload: { files: paths } })) as ImportDoccobResult;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listFreightBillsQueryKey() }),
  });
}
