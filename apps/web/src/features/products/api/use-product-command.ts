import { useMutation, useQueryClient } from '@tanstack/react-query';
import { command as run, type CommandOf } from '../../../shared/command';
import { productQueryKeys } from './products-queries';

export type ProductAction = CommandOf<'NewProduct' | 'UpdateProduct' | 'DeleteProduct'>;

/** Runs a product command through POST /command and refreshes the cached lists and product. */
export function useProductCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: ProductAction) => run(command),
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: productQueryKeys.lists() });
      if ('id' in command.payload) queryClient.removeQueries({ queryKey: productQueryKeys.one(command.payload.id) });
    },
  });
}
