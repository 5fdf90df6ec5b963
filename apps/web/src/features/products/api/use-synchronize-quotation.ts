import { runCommand } from '@despacho/api-client';
import { useMutation } from '@tanstack/react-query';

/** 'Sincronizar': the quotation cache is rebuilt from the current data. */
export function useSynchronizeQuotation() {
  return useMutation({
    mutationFn: async () => (await runCommand({ body: { action: 'SynchronizeQuotation', payload: {} }, throwOnError: true })).data,
  });
}
