import type { LaneLevel, Quote } from '@despacho/domain';
import type { PromiseSettings } from '../../../identity/index.js';

/** What a quote promises beside the engine's quote (QuoteDto's table_deadline, delivery_days_min, learned, reason). */
export interface QuotePromise {
  /** The freight table's deadline (expedition, SKU and rule days included), as the engine priced it. */
  tableDeadline: number;
  /** The earliest day of the promise window sent to channels (the lane's p50 with the learned source). */
  minDays: number;
  /** The deadline with the lane's learned transit at the company's confidence; null under its minimum of deliveries. */
  learned: { days: number; confidence: number; samples: number; level: LaneLevel } | null;
  /** Why the promise was widened or the carrier demoted; null when neither. */
  reason: string | null;
}

export interface PromisedQuotes {
  /** The quotes with `deliveryDays` the promised deadline, demoted carriers last (otherwise in the engine's order). */
  quotes: Quote[];
  promises: Map<Quote, QuotePromise>;
}

/**
 * The delivery promise added to quotes (POST /quotations, the order's quote). A port: delivery-promise,
 * which learns it from orders' events (and orders import pricing), provides it.
 */
export abstract class QuotePromises {
  /** The quotes promised with the company's settings on the route's lanes. */
  abstract promise(
    companyId: string,
    settings: PromiseSettings,
    route: { fromZip: string; toZip: string },
    quotes: Quote[],
  ): Promise<PromisedQuotes>;
}
