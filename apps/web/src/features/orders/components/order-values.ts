import type { OrderDto, ProductDto, QuoteRequestDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { newParcelLine, type ParcelLine, quoteRequestOf } from '../../../shared/quote/quote-values';
import { brazilState } from '../../../shared/brazil-state';
import type { PayloadOf } from '../../../shared/command';
import type { PartyAddressValues } from '../../../shared/address-values';

/** Spec §2: Residencial is value 1 (CPF, 'Nome'), Comercial is value 0 (CNPJ, 'Razão Social'). */
export const RESIDENTIAL = '1';
export const COMMERCIAL = '0';
export type RecipientType = typeof RESIDENTIAL | typeof COMMERCIAL;

/** A volume line as typed (cm, kg, line total), with its own CD in multi-origin mode. */
export interface OrderParcelLine extends ParcelLine {
  from_cd_reference: string | null;
  /** The product of a known SKU: its measures are used as they are and the fields are locked. */
  product: ProductDto | null;
  /** The volume's id when editing: UpdateOrder keeps the volumes it names. */
  id?: string;
  /** The code its carrier tracks it by (a Correios object code…); blank when none. */
  tracking_number: string;
}

export interface RecipientValues extends PartyAddressValues {
  type: RecipientType;
  email: string;
}

export interface OrderFormValues {
  reference: string;
  multi_origin: boolean;
  from_cd_reference: string | null;
  to_address: RecipientValues;
  parcels: OrderParcelLine[];
}

export const newOrderParcel = (): OrderParcelLine => ({
  ...newParcelLine(),
  from_cd_reference: null,
  product: null,
  tracking_number: '',
});

export const newOrderValues = (): OrderFormValues => ({
  reference: '',
  multi_origin: false,
  from_cd_reference: null,
  to_address: {
    type: RESIDENTIAL,
    name: '',
    federal_tax_id: '',
    phone: '',
    email: '',
    zip: '',
    street1: '',
    number: '',
    street2: '',
    neighborhood: '',
    city: '',
    state: '',
  },
  parcels: [newOrderParcel()],
});

const metresToCm = (metres: number) => Math.round(metres * 10_000) / 100;

/** The edit form prefilled from the order: cm again, masks applied by the fields, one CD or each volume's. */
export function valuesOfOrder(order: OrderDto): OrderFormValues {
  const centers = new Set(order.shipments.map((s) => s.from_cd_reference));
  const multiOrigin = centers.size > 1;
  const to = order.to_address;
  return {
    reference: order.reference,
    multi_origin: multiOrigin,
    from_cd_reference: multiOrigin ? null : (order.shipments[0]?.from_cd_reference ?? null),
    to_address: {
      type: to.residential ? RESIDENTIAL : COMMERCIAL,
      name: to.name,
      federal_tax_id: to.federal_tax_id,
      phone: to.phone,
      email: to.email ?? '',
      zip: to.zip,
      street1: to.street1,
      number: to.number,
      street2: to.street2 ?? '',
      neighborhood: to.neighborhood,
      city: to.city,
      state: to.state,
    },
    parcels: order.shipments.map((s) => ({
      ...newParcelLine({
        reference: s.reference ?? '',
        quantity: s.quantity,
        width: metresToCm(s.width),
        height: metresToCm(s.height),
        length: metresToCm(s.length),
        weight: s.weight,
        value: s.cargo_value,
      }),
      from_cd_reference: s.from_cd_reference,
      product: null,
      id: s.id,
      tracking_number: s.tracking_number ?? '',
    })),
  };
}

const positive = (value: number | string) => value !== '' && Number(value) > 0;
const MEASURES = ['width', 'height', 'length', 'weight', 'value'] as const;

/** Spec §5: measures, cargo value and a whole quantity filled (a known SKU brings its measures). */
export const isCompleteParcel = (line: OrderParcelLine) =>
  MEASURES.every((key) => positive(line[key])) && Number.isInteger(Number(line.quantity)) && Number(line.quantity) >= 1;

/**
 * The lines that go to the API and the quote. Spec §5 saves the order once one line is complete: a
 * new blank or half-filled line is left out instead of blocking it. A saved volume (an edit) is never
 * left out, so it must be completed (an imported NF-e's volumes come without measures).
 */
export const sentParcels = (values: OrderFormValues) =>
  values.parcels.filter((line) => line.id || isCompleteParcel(line));

/** Spec §5 submit rules for the volumes, in the order the user has to fix them. */
export function parcelsError(values: OrderFormValues): string | null {
  const lines = sentParcels(values);
  if (lines.length === 0 || !lines.every(isCompleteParcel)) return 'Preencha todos os dados dos volumes.';
  if (values.multi_origin && lines.some((line) => !line.from_cd_reference)) return 'Selecione a origem de cada volume!';
  return null;
}

const cmToMetres = (cm: number | string) => Math.round(Number(cm) * 100) / 10_000;
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The NewOrder payload (server: OrderPayload): metres, digits only, the line total as cargo value. */
export function payloadOf(values: OrderFormValues): PayloadOf<'NewOrder'> {
  const { type, ...address } = values.to_address;
  return {
    reference: values.reference.trim(),
    multi_origin: values.multi_origin,
    from_cd_reference: values.multi_origin ? undefined : (values.from_cd_reference ?? undefined),
    to_address: {
      ...address,
      residential: type === RESIDENTIAL,
      name: address.name.trim(),
      federal_tax_id: onlyDigits(address.federal_tax_id),
      phone: onlyDigits(address.phone),
      zip: onlyDigits(address.zip),
      state: brazilState(address.state),
      email: orNull(address.email),
      street2: orNull(address.street2),
      country: 'BRA' as const,
    },
    shipments: sentParcels(values).map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      reference: orNull(line.reference),
      from_cd_reference: values.multi_origin ? (line.from_cd_reference ?? undefined) : undefined,
      quantity: Number(line.quantity),
      width: cmToMetres(line.width),
      height: cmToMetres(line.height),
      length: cmToMetres(line.length),
      weight: Number(line.weight),
      cargo_value: Number(line.value),
      // Only when typed: an edit without it leaves the volume without one.
      ...(line.tracking_number.trim() ? { tracking_number: line.tracking_number.trim() } : {}),
    })),
  };
}

export type OrderPayload = ReturnType<typeof payloadOf>;

/** 'CALCULAR FRETE': the simulator's request for these volumes, each from its CD in multi-origin mode. */
export function quoteRequestOfOrder(values: OrderFormValues): QuoteRequestDto {
  const lines = sentParcels(values);
  const request = quoteRequestOf({
    from: values.multi_origin ? null : values.from_cd_reference,
    to: values.to_address.zip,
    carrier_service: null,
    parcels: lines,
  });
  if (!values.multi_origin) return request;
  return {
    ...request,
    parcels: request.parcels.map((parcel, index) => ({
      ...parcel,
      from_cd_reference: lines[index].from_cd_reference ?? undefined,
    })),
  };
}
