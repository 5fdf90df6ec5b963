import type { ProductData, VolumeData } from '../../events/product-events.js';
import type { ExtraVolumePayload, ProductFields } from './product.payload.js';

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Tenths of a millimetre and grams: finer input (cm / 100 float noise) is noise. */
const volume = (v: ExtraVolumePayload): VolumeData => ({
  width: round(v.width, 4),
  height: round(v.height, 4),
  length: round(v.length, 4),
  weight: round(v.weight, 3),
  quantity: v.quantity,
});

/** The validated fields as stored in events: rounded, with defaults filled. */
export function productData(fields: ProductFields, distributionCenterId: string | null): ProductData {
  return {
    reference: fields.reference,
    description: fields.description,
    price: round(fields.price, 2),
    distribution_center_id: distributionCenterId,
    expedition_time: fields.expedition_time ?? 0,
    ...volume(fields),
    property: (fields.property ?? []).map(volume),
  };
}
