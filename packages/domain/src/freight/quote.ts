import { type DeadlineLog, type FeeLog, type FeeLogEntry } from './fee-log.js';
import { applyRule, type FreightRule, type FreightRuleRoute, matchingRoute, type RuleContext } from './freight-rule.js';
import type { CarrierRef, FreightTable } from './freight-table.js';
import { loadOf, type Parcel } from './parcels.js';
import { priceOnTable } from './table-price.js';

/** Spec display modes: 1 only the cheapest, 2 every carrier, 3 the fastest and the cheapest. */
export type QuotationView = 1 | 2 | 3;

export interface QuoteInput {
  zip: number;
  parcels: Parcel[];
  tables: readonly FreightTable[];
  rules: readonly FreightRule[];
  today: string;
  channelId: number | null;
  distributionCenterId: string | null;
  /** Business days the CD needs before handing over. */
  expeditionDays: number;
  /** Largest expedition time among the SKUs in the cart. */
  skuDeadlineDays: number;
  pickupDeadlineDays: number;
  /**
   * Asked before each table is priced: true stops there (a shop's time budget). The quotes priced
   * so far are answered and the tables left are `unpriced` (quoteTables).
   */
  stop?: (table: FreightTable) => boolean;
}

export interface Quote {
  carrier: CarrierRef;
  tableId: string;
  region: string;
  cargoValue: number;
  cubedWeight: number;
  taxableWeight: number;
  /** The table's price, before freight rules. */
  originalEstimatedCost: number;
  estimatedCost: number;
  deliveryDays: number;
  freeShipping: boolean;
  log: { details: FeeLogEntry[]; deadlines: DeadlineLog };
}

/**
 * A quote's log: its fees are written out as entries only when read (debug answers, orders keep
 * them; a checkout quote does not). A class, not an object literal with a getter: V8 builds those
 * slowly, and this is made for every table priced. toJSON keeps it a plain {details, deadlines} in
 * events and answers.
 */
class QuoteLog {
  constructor(
    private readonly fees: FeeLog,
    readonly deadlines: DeadlineLog,
  ) {}

  get details(): FeeLogEntry[] {
    return this.fees.entries;
  }

  toJSON(): { details: FeeLogEntry[]; deadlines: DeadlineLog } {
    return { details: this.details, deadlines: this.deadlines };
  }
}

/**
 * Quotes every table that reaches the destination, then applies the merchant's rules in
 * their order. A carrier with several tables keeps its cheapest quote. Sorted cheapest first.
 */
export function quote(input: QuoteInput): Quote[] {
  return quoteTables(input).quotes;
}

/** As `quote`, and the tables left unpriced when `stop` ended the pricing early. */
export function quoteTables(input: QuoteInput): { quotes: Quote[]; unpriced: FreightTable[] } {
  const load = loadOf(input.parcels);
  const context: RuleContext = {
    today: input.today,
    channelId: input.channelId,
    distributionCenterId: input.distributionCenterId,
    zip: input.zip,
    cartValue: load.cargoValue,
    skus: load.skus,
    volumes: load.volumes,
  };
  // Each rule's route for this request, matched once: per table only the rule's carrier is left to check.
  const rules: { rule: FreightRule; route: FreightRuleRoute }[] = [];
  for (const rule of input.rules) {
    const route = matchingRoute(rule, rule.carrierId ?? '', context);
    if (route) rules.push({ rule, route });
  }
  const best = new Map<string, Quote>();
  let unpriced: FreightTable[] = [];
  for (let index = 0; index < input.tables.length; index++) {
    const table = input.tables[index];
    if (input.stop?.(table)) {
      unpriced = input.tables.slice(index);
      break;
    }
    if (
      table.distributionCenterIds.length > 0 &&
      !table.distributionCenterIds.includes(input.distributionCenterId ?? '')
    )
      continue;
    const priced = priceOnTable(table, input.zip, load);
    if (!priced) continue;
    const original = priced.priceCents;
    const fees = priced.log;
    let removed = false;
    let rulesDeadline = 0;
    for (const { rule, route } of rules) {
      if (rule.carrierId !== null && rule.carrierId !== table.carrier.id) continue;
      if (!applyRule(rule, route, priced.log)) {
        removed = true;
        break;
      }
      rulesDeadline += route.additionalDeadline;
    }
    if (removed) continue;
    const deadlines: DeadlineLog = {
      pickup_deadline: input.pickupDeadlineDays,
      expedition_time: input.expeditionDays,
      sku_deadline: input.skuDeadlineDays,
      carrier_deadline: priced.route.deadlineDays,
      freight_rules_deadline: rulesDeadline,
      total: 0,
    };
    deadlines.total =
      deadlines.pickup_deadline +
      deadlines.expedition_time +
      deadlines.sku_deadline +
      deadlines.carrier_deadline +
      deadlines.freight_rules_deadline;
    const candidate: Quote = {
      carrier: table.carrier,
      tableId: table.id,
      region: priced.route.region,
      cargoValue: load.cargoValue,
      cubedWeight: priced.cubedWeight,
      taxableWeight: priced.taxableWeight,
      originalEstimatedCost: original / 100,
      estimatedCost: priced.log.totalCents / 100,
      deliveryDays: deadlines.total,
      freeShipping: priced.log.totalCents === 0,
      log: new QuoteLog(fees, deadlines),
    };
    const current = best.get(table.carrier.id);
    if (!current || candidate.estimatedCost < current.estimatedCost) best.set(table.carrier.id, candidate);
  }
  const quotes = [...best.values()].sort(
    (a, b) => a.estimatedCost - b.estimatedCost || a.deliveryDays - b.deliveryDays,
  );
  return { quotes, unpriced };
}

/** What a shop shows: the cheapest (1), everything (2), or the fastest and the cheapest (3). */
export function applyQuotationView(quotes: Quote[], view: QuotationView): Quote[] {
  if (quotes.length === 0 || view === 2) return quotes;
  const cheapest = quotes[0];
  if (view === 1) return [cheapest];
  const fastest = quotes.reduce((a, b) =>
    b.deliveryDays < a.deliveryDays || (b.deliveryDays === a.deliveryDays && b.estimatedCost < a.estimatedCost) ? b : a,
  );
  return fastest === cheapest ? [cheapest] : [cheapest, fastest];
}
