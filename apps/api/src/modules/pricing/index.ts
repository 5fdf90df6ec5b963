export type { CONTINGENCY_TABLE_READY, ContingencyTableReady } from './events/contingency-table-ready.event.js';
export { PricingEvents } from './events/pricing-events.js';
export type { FreightTableEvent } from './events/pricing-events.js';
export { PricingModule } from './pricing.module.js';
export { FreightQuoter } from './queries/quotes/freight-quoter.js';
export { PricingIndex } from './queries/quotes/pricing-index.js';
export { QuotePromises } from './queries/quotes/quote-promises.js';
export type { PromisedQuotes, QuotePromise } from './queries/quotes/quote-promises.js';
export { QuoteFreightQuery } from './queries/quotes/quote-freight.query.js';
export { QuoteDto, QuoteLogDto, QuoteRequestDto, QuoteResponseDto } from './http/quote-request.dto.js';
export { freightRuleData } from './commands/shared-freight-rule/freight-rule-data.js';
export type {
  FreightRulePayload,
  FreightRuleRoutePayload,
} from './commands/shared-freight-rule/freight-rule.payload.js';
export { FreightRuleAggregate } from './domain/freight-rule.aggregate.js';
export { FreightTableAggregate } from './domain/freight-table.aggregate.js';
export { parseFreightTableCsv } from './domain/freight-table-csv.js';
export { carriersWithActiveTables, companiesWithTablesOf } from './queries/freight-table-carriers.reader.js';
