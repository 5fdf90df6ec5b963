import { InvalidInput } from '../../../../platform/errors/domain-errors.js';

/** A number a channel sent as a number or a numeric text ("43.99"); comma decimals when `comma`. */
export function channelNumber(value: unknown, field: string, comma = false): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const parsed = Number(comma ? text.replace(',', '.') : text);
  if (text === '' || !Number.isFinite(parsed)) throw new InvalidInput(`O campo ${field} deve ser um número.`);
  return parsed;
}

/** A CEP of 8 digits, masked or not. */
export function channelZip(value: unknown, field: string): string {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
  if (digits.length !== 8) throw new InvalidInput(`O campo ${field} deve ser um CEP de 8 dígitos.`);
  return digits;
}

/** Rounds to cents (the engine's prices already are; a channel's own values may not be). */
export const cents = (value: number) => Math.round(value * 100) / 100;
