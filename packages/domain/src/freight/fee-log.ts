// The per-quote log of fees and deadlines (spec: Quote result log).

export type FeeType =
  | 'pickup'
  | 'toll'
  | 'weight'
  | 'gris'
  | 'adv'
  | 'tdc'
  | 'icms'
  | 'additional-price'
  | 'increase-table-value'
  | 'increase-freight-value'
  | 'freight_rule_increase_value'
  | 'freight_rule_increase_percentage'
  | 'freight_rule_decrease_value'
  | 'freight_rule_decrease_percentage'
  | 'freight_rule_fixed_value';

export interface FeeLogEntry {
  fee: FeeType;
  previous_price: number;
  actual_price: number;
  /** The fee's own amount, BRL (negative for decreases). */
  value: number;
  percentage: number | null;
  icms_percentage: number | null;
  gris_percentage: number | null;
  adv_percentage: number | null;
  /** The freight rule that made this change (freight_rule_* entries only). */
  rule_name?: string;
}

export interface DeadlineLog {
  pickup_deadline: number;
  expedition_time: number;
  sku_deadline: number;
  carrier_deadline: number;
  freight_rules_deadline: number;
  total: number;
}

type FeeExtras = Partial<
  Pick<FeeLogEntry, 'percentage' | 'icms_percentage' | 'gris_percentage' | 'adv_percentage' | 'rule_name'>
>;

const NO_EXTRAS: FeeExtras = {};

/**
 * Builds the fee log while a price is assembled, in centavos. Each fee is kept as given (type,
 * amount, extras) and the entries are written out only when read: a checkout quote prices ~17
 * tables with ~6 fees each and shows no log (only debug answers and orders keep it), and those
 * eight-field objects were a good part of the engine's allocations (bench:quote's profile).
 */
export class FeeLog {
  private readonly fees: FeeType[] = [];
  private readonly amounts: number[] = [];
  private readonly extras: FeeExtras[] = [];
  private written: FeeLogEntry[] = [];
  private cents = 0;

  get totalCents(): number {
    return this.cents;
  }

  /** The entries, in the order the fees were added (the same array while no fee is added). */
  get entries(): FeeLogEntry[] {
    if (this.written.length === this.fees.length) return this.written;
    const entries: FeeLogEntry[] = [];
    let running = 0;
    for (let i = 0; i < this.fees.length; i++) {
      const previous = running;
      running += this.amounts[i];
      const extras = this.extras[i];
      entries.push({
        fee: this.fees[i],
        previous_price: previous / 100,
        actual_price: running / 100,
        value: this.amounts[i] / 100,
        percentage: extras.percentage ?? null,
        icms_percentage: extras.icms_percentage ?? null,
        gris_percentage: extras.gris_percentage ?? null,
        adv_percentage: extras.adv_percentage ?? null,
        ...(extras.rule_name ? { rule_name: extras.rule_name } : {}),
      });
    }
    this.written = entries;
    return entries;
  }

  add(fee: FeeType, amountCents: number, extras: FeeExtras = NO_EXTRAS): void {
    this.fees.push(fee);
    this.amounts.push(amountCents);
    this.extras.push(extras);
    this.cents += amountCents;
  }

  /** Replaces the running price (fixed-value rules). */
  set(fee: FeeType, newCents: number, extras: Pick<FeeLogEntry, 'rule_name'> = {}): void {
    this.add(fee, newCents - this.cents, extras);
  }
}
