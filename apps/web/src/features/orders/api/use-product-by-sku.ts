import { listProductsOptions, type ProductDto } from '@despacho/api-client';
import { useQueryClient } from '@tanstack/react-query';

/** The product with that SKU (GET products, filters[reference], page 1 size 1), or null. */
export function useProductBySku() {
  const queryClient = useQueryClient();
  return async (sku: string): Promise<ProductDto | null> => {
    const found = await queryClient
      .fetchQuery(listProductsOptions({ query: { filters: { reference: sku }, limit: 1, page: 1 } }))
      .catch(() => null);
    const product = found?.data[0];
    // The filter may match part of a SKU: only the product with exactly this SKU counts.
    return product && product.reference.toLowerCase() === sku.toLowerCase() ? product : null;
  };
}
