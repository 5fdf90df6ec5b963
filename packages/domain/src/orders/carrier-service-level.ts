// A carrier's service level on an order, 1 to 5, shown as 'N de 5' (orders-pickups.md §3, §9). The spec
// gives no formula: it is the share of the company's deliveries by that carrier that arrived by their
// deadline, in fifths (up to 20% is 1, above 80% is 5), over the last SERVICE_LEVEL_DAYS days of orders.

export const SERVICE_LEVEL_DAYS = 90;

/** null when the carrier delivered nothing of the company's in the period: no level to show. */
export function carrierServiceLevel(onTime: number, delivered: number): number | null {
  if (delivered <= 0) return null;
  return Math.min(5, Math.max(1, Math.ceil((onTime * 5) / delivered)));
}

export const serviceLevelLabel = (level: number) => `${level} de 5`;
