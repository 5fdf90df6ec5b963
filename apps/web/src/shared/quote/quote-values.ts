import type { QuoteRequestDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';

/** A parcel line as typed: dimensions in cm, weight in kg, value is the line's total. */
export interface ParcelLine {
  key: string;
  reference: string;
  width: number | string;
  height: number | string;
  length: number | string;
  weight: number | string;
  quantity: number | string;
  value: number | string;
  /** The SKU whose product filled this line, so leaving the field again does not refill it. */
  lookedUpSku?: string;
}

export interface QuoteFormValues {
  from: string | null;
  to: string;
  carrier_service: string | null;
  parcels: ParcelLine[];
}

let lineSequence = 0;
export const newParcelLine = (over: Partial<ParcelLine> = {}): ParcelLine => ({
  key: `linha-${++lineSequence}`,
  reference: '',
  width: '',
  height: '',
  length: '',
  weight: '',
  quantity: 1,
  value: '',
  ...over,
});

export const EMPTY_QUOTE: QuoteFormValues = { from: null, to: '', carrier_service: null, parcels: [newParcelLine()] };

const cmToMetres = (cm: number | string) => Math.round(Number(cm) * 100) / 10_000;

/** The request: cm divided by 100; the cargo value is the line total, as typed. */
export function quoteRequestOf(values: QuoteFormValues): QuoteRequestDto {
  return {
    from: values.from ?? undefined,
    to: onlyDigits(values.to),
    carrier_service: values.carrier_service ?? undefined,
    debug: onlyDigits(values.to).length === 8,
    parcels: values.parcels.map((line) => ({
      reference: line.reference.trim() || undefined,
      width: cmToMetres(line.width),
      height: cmToMetres(line.height),
      length: cmToMetres(line.length),
      weight: Number(line.weight),
      quantity: Number(line.quantity) || 1,
      cargo_value: Number(line.value) || 0,
    })),
  };
}
