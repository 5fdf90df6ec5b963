import { listProductsOptions } from '@despacho/api-client';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { newParcelLine, type QuoteFormValues } from '../../../shared/quote/quote-values';

const toCm = (metres: number) => Math.round(metres * 10_000) / 100;

/**
 * Fills a parcel line from the product with that SKU (page 1, size 1) and adds a line per extra
 * volume; a line already filled from the same SKU is left alone.
 */
export function useSkuLookup(form: UseFormReturnType<QuoteFormValues>) {
  const queryClient = useQueryClient();
  return async (index: number, sku: string) => {
    const line = form.getValues().parcels[index];
    if (!line || line.lookedUpSku === sku) return;
    const found = await queryClient
      .fetchQuery(listProductsOptions({ query: { filters: { reference: sku }, limit: 1, page: 1 } }))
      .catch(() => null);
    const product = found?.data[0];
    if (!product) {
      notifications.show({ color: 'yellow', message: `SKU ${sku} não encontrado nos produtos.` });
      return;
    }
    const measures = (v: { width: number; height: number; length: number; weight: number; quantity: number }) => ({
      width: toCm(v.width),
      height: toCm(v.height),
      length: toCm(v.length),
      weight: v.weight,
      quantity: v.quantity,
    });
    form.setFieldValue(`parcels.${index}`, {
      ...line,
      ...measures(product),
      lookedUpSku: sku,
      value: line.value === '' ? product.price : line.value,
    });
    product.property.forEach((volume, offset) =>
      form.insertListItem(
        'parcels',
        newParcelLine({ reference: sku, lookedUpSku: sku, ...measures(volume), value: 0 }),
        index + offset + 1,
      ),
    );
  };
}
