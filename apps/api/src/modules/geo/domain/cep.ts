/** A CEP as the API keeps it: 8 digits, no mask ('01310100'). */
export type Cep = string;

/** The rule form's 'Brasil inteiro' choice (spec settings.md §4): every CEP from 01000000 to 99999999. */
export const WHOLE_COUNTRY = { name: 'Brasil inteiro', from: '01000000', to: '99999999' } as const;

const CEP_PATTERN = /^(\d{2})\.?(\d{3})-?(\d{3})$/;

/**
 * Accepts '01310100', '01310-100' and the form's mask '01.310-100'; anything else (7 or 9 digits,
 * letters, spaces) is null.
 */
export function parseCep(value: unknown): Cep | null {
  if (typeof value !== 'string') return null;
  const match = CEP_PATTERN.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** '01310100' → 1310100, for range comparisons. */
export function cepNumber(cep: Cep): number {
  return Number(cep);
}

/** 1310100 → '01310100'. */
export function cepFromNumber(value: number): Cep {
  return String(value).padStart(8, '0');
}
