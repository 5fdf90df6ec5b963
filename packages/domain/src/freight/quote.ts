import { type DeadlineLog, FeeLog, type FeeLogEntry } from './fee-log.js';
import { applyRule, type FreightRule, type FreightRuleRoute, matchingRoute, type RuleContext } from './freight-rule.js';
import { type CarrierRef, findRouteIndex, type FreightTable } from './freight-table.js';
import { toCents } from './money.js';
import { cubedWeight, loadOf, type Parcel, taxableWeight } from './parcels.js';
import { routeDeadlineDays, routeRegion } from './route-fees.js';
import { routePriceCents } from './table-price.js';

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

/** The request's freight rules that apply, each with the route it matched (matched once per request). */
type MatchedRule = { rule: FreightRule; route: FreightRuleRoute };

/**
 * Applies the matched rules of the table's carrier, in their order, to a price in centavos (to the
 * log too, when one is given); null when one of them removes the carrier.
 */
function withRules(rules: readonly MatchedRule[], carrierId: string, cents: number, log: FeeLog | null): number | null {
  let price: number | null = cents;
  for (const { rule, route } of rules) {
    if (rule.carrierId !== null && rule.carrierId !== carrierId) continue;
    price = applyRule(rule, route, price, log);
    if (price === null) return null;
  }
  return price;
}

/**
 * A quote's log. Pricing keeps only the running price, and the fees are priced again, into a
 * FeeLog, only when the log is read (debug answers; orders keep it): a checkout quote prices ~17
 * tables and shows no log. The same functions price both ways, so the log always adds up to the
 * quote. A class, not an object literal with a getter: V8 builds those slowly, and this is made for
 * every table priced. toJSON keeps it a plain {details, deadlines} in events and answers.
 */
class QuoteLog {
  private entries: FeeLogEntry[] | null = null;

  constructor(
    private readonly table: FreightTable,
    private readonly routeIndex: number,
    private readonly weight: number,
    private readonly cargoCents: number,
    private readonly rules: readonly MatchedRule[],
    readonly deadlines: DeadlineLog,
  ) {}

  get details(): FeeLogEntry[] {
    if (!this.entries) {
      const log = new FeeLog();
      const price = routePriceCents(this.table, this.routeIndex, this.weight, this.cargoCents, log);
      withRules(this.rules, this.table.carrier.id, price, log);
      this.entries = log.entries;
    }
    return this.entries;
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
  const cargoCents = toCents(load.cargoValue);
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
  const rules: MatchedRule[] = [];
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
    const routeIndex = findRouteIndex(table, input.zip);
    if (routeIndex < 0) continue;
    const weight = taxableWeight(load, table.cubage);
    const original = routePriceCents(table, routeIndex, weight, cargoCents, null);
    if (Number.isNaN(original)) continue;
    const total = withRules(rules, table.carrier.id, original, null);
    if (total === null) continue;
    let rulesDeadline = 0;
    for (const matched of rules)
      if (matched.rule.carrierId === null || matched.rule.carrierId === table.carrier.id)
        rulesDeadline += matched.route.additionalDeadline;
    const deadlines: DeadlineLog = {
      pickup_deadline: input.pickupDeadlineDays,
      expedition_time: input.expeditionDays,
      sku_deadline: input.skuDeadlineDays,
      carrier_deadline: routeDeadlineDays(table, routeIndex),
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
      region: routeRegion(table, routeIndex),
      cargoValue: load.cargoValue,
      cubedWeight: cubedWeight(load, table.cubage),
      taxableWeight: weight,
      originalEstimatedCost: original / 100,
      estimatedCost: total / 100,
      deliveryDays: deadlines.total,
      freeShipping: total === 0,
      log: new QuoteLog(table, routeIndex, weight, cargoCents, rules, deadlines),
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
