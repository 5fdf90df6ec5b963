import { runCommand } from '@despacho/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductPayload } from '../components/product-values';
import { productQueryKeys } from './products-queries';

export type ProductAction =
  | { action: 'NewProduct'; payload: ProductPayload }
  | { action: 'UpdateProduct'; payload: ProductPayload & { id: string } }
  | { action: 'DeleteProduct'; payload: { id: string } };

/** Runs a product command through POST /command and refreshes the cached lists and product. */
export function useProductCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: ProductAction) => (await runCommand({ body: command, throwOnError: true })).data,
    onSuccess: async (_, command) => {
      await queryClient.invalidateQueries({ queryKey: productQueryKeys.lists() });
      if ('id' in command.payload) queryClient.removeQueries({ queryKey: productQueryKeys.one(command.payload.id) });
    },
  });
}
