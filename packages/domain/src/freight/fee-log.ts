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

/** Builds the fee log while a price is assembled, in centavos. */
export class FeeLog {
  readonly entries: FeeLogEntry[] = [];
  private cents = 0;

  get totalCents(): number {
    return this.cents;
  }

  add(
    fee: FeeType,
    amountCents: number,
    extras: Partial<
      Pick<FeeLogEntry, 'percentage' | 'icms_percentage' | 'gris_percentage' | 'adv_percentage' | 'rule_name'>
    > = {},
  ): void {
    const previous = this.cents;
    this.cents += amountCents;
    this.entries.push({
      fee,
      previous_price: previous / 100,
      actual_price: this.cents / 100,
      value: amountCents / 100,
      percentage: extras.percentage ?? null,
      icms_percentage: extras.icms_percentage ?? null,
      gris_percentage: extras.gris_percentage ?? null,
      adv_percentage: extras.adv_percentage ?? null,
      ...(extras.rule_name ? { rule_name: extras.rule_name } : {}),
    });
  }

  /** Replaces the running price (fixed-value rules). */
  set(fee: FeeType, newCents: number, extras: Pick<FeeLogEntry, 'rule_name'> = {}): void {
    this.add(fee, newCents - this.cents, extras);
  }
}
