/** How far a CT-e may be from the quote and still be approved without anyone looking (per company). */
export interface Tolerance {
  /** ± this % of the quote. */
  percentage: number | null;
  /** ± this many reais. */
  amount: number | null;
}

export const NO_TOLERANCE: Tolerance = { percentage: null, amount: null };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Whether the charged total is within the tolerance of the quote, either way (±): within the
 * percentage or within the amount, whichever is wider. Without a tolerance only an exact bill is.
 */
export function withinTolerance(charged: number, quote: number, tolerance: Tolerance): boolean {
  const difference = Math.abs(cents(charged - quote));
  if (difference === 0) return true;
  if (tolerance.amount !== null && difference <= tolerance.amount) return true;
  return tolerance.percentage !== null && quote > 0 && difference <= cents((quote * tolerance.percentage) / 100);
}
