import type { QuoteCarrierDto, QuoteDto, QuoteResponseDto } from './quote-request.dto.js';

// What JSON.stringify escapes in a text (quote, backslash, controls, surrogates): a text without any
// of them is written between quotes as it is.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
const text = (value: string) => (ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);
/** As JSON.stringify writes a number: NaN and the infinities as null. */
const number = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * Each quote's opening up to its region (the table's id and carrier), by table id, per carrier DTO
 * (one object per compiled carrier, carrierDtoOf): written once per compiled pricing, and a
 * carrier renamed or recompiled is a new object, so never served stale.
 */
const openings = new WeakMap<QuoteCarrierDto, Map<string, string>>();

function openingOf(quote: QuoteDto): string {
  let byTable = openings.get(quote.carrier);
  if (!byTable) openings.set(quote.carrier, (byTable = new Map()));
  let opening = byTable.get(quote.id);
  if (opening === undefined) {
    const { id, name, canonical_name } = quote.carrier;
    opening =
      `{"id":${text(quote.id)},"carrier":{"id":${text(id)},"name":${text(name)},"canonical_name":${text(canonical_name)}},` +
      `"carrier_canonical_name":${text(quote.carrier_canonical_name)},"own_freight_table":${quote.own_freight_table},"region":`;
    byTable.set(quote.id, opening);
  }
  return opening;
}

function quoteJson(quote: QuoteDto): string {
  return (
    `${openingOf(quote)}${text(quote.region)},"cargo_value":${number(quote.cargo_value)},` +
    `"cubed_weight":${number(quote.cubed_weight)},"original_estimated_cost":${number(quote.original_estimated_cost)},` +
    `"estimated_cost":${number(quote.estimated_cost)},"delivery_days":${number(quote.delivery_days)},` +
    `"free_shipping":${quote.free_shipping}${quote.log ? `,"log":${JSON.stringify(quote.log)}` : ''}}`
  );
}

/**
 * POST quotations' answer as JSON text, what JSON.stringify writes (quote-answer-json specs) in two
 * thirds of its time and of fast-json-stringify's: a checkout asks for ~17 carriers whose ids and
 * names are the same on every call, so they are written once.
 */
export function quoteAnswerJson(answer: QuoteResponseDto): string {
  const partial = answer.partial === undefined ? '' : `,"partial":${answer.partial}`;
  const unpriced = answer.unpriced_carriers ? `,"unpriced_carriers":${JSON.stringify(answer.unpriced_carriers)}` : '';
  return `{"data":[${answer.data.map(quoteJson).join(',')}],"message":${text(answer.message)}${partial}${unpriced}}`;
}
