import {
  isCalendarDate,
  isParcelWithinLimits,
  isValidCnpj,
  isValidCorreiosObjectCode,
  isValidCpf,
  looksLikeCorreiosObjectCode,
} from '@despacho/domain';
import { registerDecorator, type ValidationArguments } from 'class-validator';

const PARCEL_MEASURES = ['width', 'height', 'length', 'weight', 'cargo_value'] as const;

const positive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A volume line is complete when every measure and the cargo value are positive and the quantity is a whole number. */
export function isCompleteParcel(parcel: Record<string, unknown>): boolean {
  return (
    PARCEL_MEASURES.every((field) => positive(parcel[field])) &&
    Number.isInteger(parcel.quantity) &&
    (parcel.quantity as number) >= 1
  );
}

function decorator(
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  message: string | ((args: ValidationArguments) => string),
) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate },
    });
}

/** Spec §5 submit rule: at least one volume, each fully filled. */
export const AllParcelsComplete = () =>
  decorator(
    'allParcelsComplete',
    (value) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((parcel) => typeof parcel === 'object' && parcel !== null && isCompleteParcel(parcel)),
    'Preencha todos os dados dos volumes.',
  );

/** The bounds of products and quotes (PARCEL_LIMITS), checked once every line is complete. */
export const AllParcelsWithinLimits = () =>
  decorator(
    'allParcelsWithinLimits',
    (value) =>
      !Array.isArray(value) ||
      !value.every((parcel) => typeof parcel === 'object' && parcel !== null && isCompleteParcel(parcel)) ||
      value.every(isParcelWithinLimits),
    'Cada volume deve ter medidas de 0,1 cm a 10 m, peso de 1 g a 10.000 kg, de 1 a 1000 unidades e valor de no máximo R$ 100.000.000,00.',
  );

/** Multi-origin mode (spec §5): each volume names its CD. */
export const EachParcelHasOrigin = () =>
  decorator(
    'eachParcelHasOrigin',
    (value, args) =>
      !(args.object as { multi_origin?: boolean }).multi_origin ||
      (Array.isArray(value) &&
        value.every(
          (parcel) => typeof parcel?.from_cd_reference === 'string' && parcel.from_cd_reference.trim() !== '',
        )),
    'Selecione a origem de cada volume!',
  );

/** Digits already checked: a CPF for a residential recipient, a CNPJ for a commercial one. */
export const IsTaxIdOfRecipientType = () =>
  decorator(
    'isTaxIdOfRecipientType',
    (value, args) => {
      if (typeof value !== 'string' || !/^\d+$/.test(value)) return true; // the digits rule answers
      return (args.object as { residential?: boolean }).residential
        ? value.length === 11 && isValidCpf(value)
        : value.length === 14 && isValidCnpj(value);
    },
    (args) =>
      (args.object as { residential?: boolean }).residential
        ? 'CPF inválido: confira os dígitos.'
        : 'CNPJ inválido: confira os dígitos.',
  );

/**
 * A number of reais with at most two decimals. class-validator's maxDecimalPlaces reads the decimals
 * from the number's text and throws on exponent forms (5e-324): this rounds to cents instead.
 */
export const IsReais = (message: string) =>
  decorator(
    'isReais',
    (value) => typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) / 100 === value,
    message,
  );

/** A real 'YYYY-MM-DD' day ('2025-02-30' is refused before it reaches the database). */
export const IsCalendarDay = (message: string) =>
  decorator('isCalendarDay', (value) => value === null || isCalendarDate(value), message);

/** A required real day: missing, null and '2025-02-30' all answer the one message. */
export const IsRequiredCalendarDay = (message: string) =>
  decorator('isRequiredCalendarDay', (value) => isCalendarDate(value), message);

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Required text up to `max` characters, with one message for each way it can fail. */
export const IsFilledText = (max: number, emptyMessage: string, tooLongMessage: string) =>
  decorator(
    'isFilledText',
    (value) => filled(value) && value.length <= max,
    (args) => (filled(args.value) ? tooLongMessage : emptyMessage),
  );

/** A carrier tracking number; one shaped like a Correios object code must carry its check digit (CARRIERS.md §1.6). */
export const IsCarrierTrackingNumber = () =>
  decorator(
    'isCarrierTrackingNumber',
    (value) => typeof value !== 'string' || !looksLikeCorreiosObjectCode(value) || isValidCorreiosObjectCode(value),
    'Código de rastreio dos Correios inválido: confira o dígito verificador.',
  );
