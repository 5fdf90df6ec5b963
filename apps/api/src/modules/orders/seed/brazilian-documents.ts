import { nfeKeyCheckDigit } from '@despacho/domain';

// Check digits for demo documents (CPF, CNPJ, NF-e access key): all three are mod-11 schemes.

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
