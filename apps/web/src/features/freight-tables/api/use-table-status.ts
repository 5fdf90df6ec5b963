import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command, type PayloadOf } from '../../../shared/command';
import { FREIGHT_TABLES_KEY } from './freight-tables-queries';

export type TableStatusChange = PayloadOf<'ActiveTable'> & { active: boolean };

/** ActiveTable / InactiveTable {id, version}; the list reloads afterwards. */
export function useTableStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, active }: TableStatusChange) =>
      command(
        active
          ? { action: 'ActiveTable', payload: { id, version } }
          : { action: 'InactiveTable', payload: { id, version } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREIGHT_TABLES_KEY }),
  });
}
