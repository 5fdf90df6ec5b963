// CPF, CNPJ and CEP helpers. Check digits come from @brazilian-utils (checked against its 2.4.0 exports);
// this module pins the options we use (numeric CNPJ only) so the API and the web validate alike.
import {
  formatCep as libFormatCep,
  formatCnpj as libFormatCnpj,
  formatCpf as libFormatCpf,
  isValidCep as libIsValidCep,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';

/** Strips masks and everything else that is not 0-9 (the library has no such helper). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Accepts masked or bare CPFs; rejects repeated digits such as '111.111.111-11'. */
export function isValidCpf(value: string): boolean {
  return libIsValidCpf(value);
}

/** Numeric CNPJ only (version 1); the alphanumeric CNPJ is not accepted yet. */
export function isValidCnpj(value: string): boolean {
  return libIsValidCnpj(value, { version: 1 });
}

/** 8 digits, with or without the '00000-000' mask. */
export function isValidCep(value: string): boolean {
  return onlyDigits(value).length === 8 && libIsValidCep(value);
}

/** '52998224725' → '529.982.247-25'; partial input is masked as far as it goes (for input fields). */
export function formatCpf(value: string): string {
  return libFormatCpf(onlyDigits(value));
}

/** '11222333000181' → '11.222.333/0001-81'; partial input is masked as far as it goes. */
export function formatCnpj(value: string): string {
  return libFormatCnpj(onlyDigits(value), { version: 1 });
}

/** '01310100' → '01310-100'; partial input is masked as far as it goes. */
export function formatCep(value: string): string {
  return libFormatCep(onlyDigits(value));
}

/**
 * Brazilian phones as people read them: a landline (area code + 8 digits) '(11) 3333-4444', a mobile
 * (area code + 9 digits) '(11) 98765-4321'. Any other length is shown as typed: an imported number
 * with a country code or an extension stays readable instead of being cut.
 */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 10 && digits.length !== 11) return value;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

/** The NF-e access key's check digit: mod 11 of the 43 digits, weights 2..9 from the right. */
export function nfeKeyCheckDigit(first43: string): number {
  const sum = [...first43].reverse().reduce((total, digit, i) => total + Number(digit) * (2 + (i % 8)), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** 44 digits whose last one checks the other 43. */
export function isValidNfeKey(value: string): boolean {
  return /^\d{44}$/.test(value) && nfeKeyCheckDigit(value.slice(0, 43)) === Number(value[43]);
}

// Generators of valid documents for demo data and the local stubs: all three are mod-11 schemes.

const mod11Digit = (digits: number[], weights: number[]) => {
  const rest = digits.reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A valid CPF from 9 base digits. */
export function cpfOf(base: number[]): string {
  const first = mod11Digit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

/** A valid CNPJ from 8 root digits (branch 0001). */
export function cnpjOf(root: number[]): string {
  const base = [...root, 0, 0, 0, 1];
  const first = mod11Digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

/** A 44-digit NF-e access key: the 43 given digits and their check digit. */
export function nfeKeyOf(first43: string): string {
  return `${first43}${nfeKeyCheckDigit(first43)}`;
}
