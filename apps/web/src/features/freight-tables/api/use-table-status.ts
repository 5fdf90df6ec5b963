import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FREIGHT_TABLES_KEY } from './freight-tables-queries';

export interface TableStatusChange {
  id: string;
  version: number;
  active: boolean;
}

/** ActiveTable / InactiveTable {id, version}; the list reloads afterwards. */
export function useTableStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version, active }: TableStatusChange) =>
      (await runCommand({ body: { action: active ? 'ActiveTable' : 'InactiveTable', payload: { id, version } }, throwOnError: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREIGHT_TABLES_KEY }),
  });
}
