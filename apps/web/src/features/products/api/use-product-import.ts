import { getProductImportOptions } from '@despacho/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productQueryKeys } from './products-queries';
import { uploadedPath } from '../../../shared/api/upload';
import { command } from '../../../shared/command';

const POLL_MS = 1000;
const FINISHED = ['done', 'failed'];

/** Sends the file (POST /upload), starts CreateProductsFromCSV and polls the import until it ends. */
export function useProductImport() {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: async (file: File) => {
      const started = await command({
        action: 'CreateProductsFromCSV',
        payload: { csv: { path: await uploadedPath(file) } },
      });
      return started.id!;
    },
  });
  const importId = start.data;
  const status = useQuery({
    ...getProductImportOptions({ path: { id: importId ?? '' } }),
    enabled: Boolean(importId),
    refetchInterval: (query) => (FINISHED.includes(query.state.data?.status ?? '') ? false : POLL_MS),
  });
  const finished = status.data?.status === 'done';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: productQueryKeys.lists() });
  }, [finished, queryClient]);

  return {
    start: (file: File) => start.mutate(file),
    reset: () => start.reset(),
    starting: start.isPending,
    /** The import's record once started (progress, then the result). */
    result: status.data,
    /** The upload, the command or the polling failed. */
    error: start.error ?? status.error,
    started: Boolean(importId),
  };
}
