// Money is computed in whole centavos so sums and logs match to the centavo.

/** BRL → centavos, rounding half away from zero (as carriers' CT-e values are rounded). */
export function toCents(brl: number): number {
  return Math.sign(brl) * Math.round(Math.abs(brl) * 100 + 1e-9);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** `percent` of an amount in centavos, e.g. percentOf(150000, 0.316) = 474 (R$ 4,74). */
export function percentOf(cents: number, percent: number): number {
  return toCents(fromCents(cents) * (percent / 100));
}
