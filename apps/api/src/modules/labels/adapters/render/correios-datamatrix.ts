import { onlyDigits } from '@despacho/domain';

/** What the Correios 2D code carries (CARRIERS.md §1.7), from the package, its parties and the contract. */
export interface CorreiosMatrixInput {
  recipient: { zip: string; number: string | null; phone: string | null };
  sender: { zip: string; number: string | null };
  /** The object code with its check digit, 13 characters. */
  tracking_code: string;
  /** Additional-service codes ('01' AR, '02' mão própria, '19'/'64' valor declarado, '25' registro). */
  additional_services: string[];
  /** The contract's cartão de postagem. */
  posting_card: string;
  /** The service code ('03220' SEDEX, '03298' PAC). */
  service_code: string;
  /** Declared value in reais (0 without the service). */
  declared_value: number;
  message?: string;
}

/** CEP check digit (§1.7): the distance from the sum of its 8 digits to the next multiple of 10, 0 on one. */
export function cepCheckDigit(cep: string): number {
  const sum = [...onlyDigits(cep)].reduce((total, digit) => total + Number(digit), 0);
  return (10 - (sum % 10)) % 10;
}

/** Digits only, the last `width` of them, zero-padded: house numbers like 's/n' become 00000. */
const digits = (value: string | null, width: number) =>
  onlyDigits(value ?? '')
    .slice(-width)
    .padStart(width, '0');

/**
 * The Correios DataMatrix string in php-sigep's order (§1.7). Where the source gives no width, a fixed
 * one keeps the fields at known positions: phone 12 digits, cartão 10 digits (decision 31.h1.1).
 */
export function correiosDataMatrix(input: CorreiosMatrixInput): string {
  const services = input.additional_services.join('').padEnd(12, '0').slice(0, 12);
  const declared = Math.min(Math.max(Math.trunc(input.declared_value), 0), 99_999);
  return [
    onlyDigits(input.recipient.zip),
    digits(input.recipient.number, 5),
    onlyDigits(input.sender.zip),
    digits(input.sender.number, 5),
    String(cepCheckDigit(input.recipient.zip)),
    '51',
    input.tracking_code,
    services,
    digits(input.posting_card, 10),
    digits(input.service_code, 5),
    '01',
    digits(input.recipient.number, 5),
    String(declared).padStart(5, '0'),
    digits(input.recipient.phone, 12),
    '-00.000000',
    '-00.000000',
    '|',
    (input.message ?? '').padEnd(30, ' ').slice(0, 30),
  ].join('');
}

/** The 2D code of a label without a carrier standard: tracking code, destination CEP and NF-e key. */
export function ownMatrix(trackingCode: string, zip: string, invoiceKey: string | null): string {
  return [trackingCode, onlyDigits(zip), invoiceKey ?? ''].join('|');
}
