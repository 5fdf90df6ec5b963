import { isValidNfeKey, nfeKeyCheckDigit } from '@despacho/domain';

/** pt-BR reason an NF-e access key cannot be followed (length, model 55, check digit), or null. */
export function nfeKeyRefusal(key: string): string | null {
  const digits = key.trim();
  if (!/^\d{44}$/.test(digits)) return 'A chave da NF-e deve ter 44 dígitos.';
  if (digits.slice(20, 22) !== '55') return 'A chave informada não é de uma NF-e (modelo 55).';
  if (!isValidNfeKey(digits)) return 'Chave da NF-e com dígito verificador errado.';
  return null;
}

/** The issuer's CNPJ inside an NF-e key (digits 7–20). */
export const nfeKeyIssuer = (key: string): string => key.slice(6, 20);

/** A well-formed NF-e key of note number 0 (no real note has it): the connection tests ask about it. */
export function probeNfeKey(cnpj = '00000000000191'): string {
  // UF 41, 2026-11, the CNPJ, model 55, series 1, number 000000000, normal emission, code 00000000.
  const first43 = `412611${cnpj.padStart(14, '0').slice(-14)}55001000000000100000000`;
  return first43 + String(nfeKeyCheckDigit(first43));
}
