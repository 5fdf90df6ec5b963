import { type JsonBytes, JsonSlab, jsonStringRoom, NUMBER_ROOM } from '../../../../platform/http/json-bytes.js';
import type { QuoteCarrierDto, QuoteDto, QuoteResponseDto } from '../../http/quote-request.dto.js';

/**
 * Each quote's opening up to its region (the table's id and carrier) as UTF-8, by table id, per
 * carrier DTO (one object per compiled carrier, carrierDtoOf): written once per compiled pricing,
 * and a carrier renamed or recompiled is a new object, so never served stale.
 */
const openings = new WeakMap<QuoteCarrierDto, Map<string, Buffer>>();

function openingOf(quote: QuoteDto): Buffer {
  let byTable = openings.get(quote.carrier);
  if (!byTable) openings.set(quote.carrier, (byTable = new Map()));
  let opening = byTable.get(quote.id);
  if (opening === undefined) {
    const { id, name, canonical_name } = quote.carrier;
    const text = JSON.stringify;
    opening = Buffer.from(
      `{"id":${text(quote.id)},"carrier":{"id":${text(id)},"name":${text(name)},"canonical_name":${text(canonical_name)}},` +
        `"carrier_canonical_name":${text(quote.carrier_canonical_name)},"own_freight_table":${quote.own_freight_table},"region":`,
    );
    byTable.set(quote.id, opening);
  }
  return opening;
}

/** Bytes of a quote's fields after its region (keys, ten numbers, a boolean, braces, the learned level), at most; its reason apart. */
const QUOTE_TAIL_ROOM = 300 + 10 * NUMBER_ROOM;

// The keys as bytes made once: copying them costs a fifth of writing them character by character.
const CARGO_VALUE = Buffer.from(',"cargo_value":');
const CUBED_WEIGHT = Buffer.from(',"cubed_weight":');
const ORIGINAL_ESTIMATED_COST = Buffer.from(',"original_estimated_cost":');
const ESTIMATED_COST = Buffer.from(',"estimated_cost":');
const DELIVERY_DAYS = Buffer.from(',"delivery_days":');
const FREE_SHIPPING = Buffer.from(',"free_shipping":true');
const NOT_FREE_SHIPPING = Buffer.from(',"free_shipping":false');
const TABLE_DEADLINE = Buffer.from(',"table_deadline":');
const DELIVERY_DAYS_MIN = Buffer.from(',"delivery_days_min":');
const NOT_LEARNED = Buffer.from(',"learned":null');
const LEARNED_DAYS = Buffer.from(',"learned":{"days":');
const CONFIDENCE = Buffer.from(',"confidence":');
const SAMPLES = Buffer.from(',"samples":');
const LEVELS = {
  cep5: Buffer.from(',"level":"cep5"}'),
  cep3: Buffer.from(',"level":"cep3"}'),
  uf: Buffer.from(',"level":"uf"}'),
};
const REASON = Buffer.from(',"reason":');
const NO_REASON = Buffer.from(',"reason":null');
const CLOSE_BRACE = 0x7d;
const answers = new JsonSlab();
const COMMA = 0x2c;

function writeQuote(json: JsonBytes, quote: QuoteDto, log: string | undefined): void {
  json
    .bytes(openingOf(quote))
    .string(quote.region)
    .bytes(CARGO_VALUE)
    .number(quote.cargo_value)
    .bytes(CUBED_WEIGHT)
    .number(quote.cubed_weight)
    .bytes(ORIGINAL_ESTIMATED_COST)
    .money(quote.original_estimated_cost)
    .bytes(ESTIMATED_COST)
    .money(quote.estimated_cost)
    .bytes(DELIVERY_DAYS)
    .number(quote.delivery_days)
    .bytes(quote.free_shipping ? FREE_SHIPPING : NOT_FREE_SHIPPING)
    .bytes(TABLE_DEADLINE)
    .number(quote.table_deadline)
    .bytes(DELIVERY_DAYS_MIN)
    .number(quote.delivery_days_min);
  const { learned, reason } = quote;
  if (learned === null) json.bytes(NOT_LEARNED);
  else
    json
      .bytes(LEARNED_DAYS)
      .number(learned.days)
      .bytes(CONFIDENCE)
      .number(learned.confidence)
      .bytes(SAMPLES)
      .number(learned.samples)
      .bytes(LEVELS[learned.level]);
  if (reason === null) json.bytes(NO_REASON);
  else json.bytes(REASON).string(reason);
  if (log !== undefined) json.ascii(',"log":').utf8(log);
  json.byte(CLOSE_BRACE);
}

/**
 * POST quotations' answer as UTF-8 JSON, what JSON.stringify writes (quote-answer-json specs): a
 * checkout asks for ~17 carriers whose ids and names are the same on every call, so they are
 * written once, and the rest goes byte by byte into the one Buffer that is sent (JsonBytes).
 */
export function quoteAnswerJson(answer: QuoteResponseDto): Buffer {
  const logs = answer.data.some((quote) => quote.log)
    ? answer.data.map((quote) => (quote.log ? JSON.stringify(quote.log) : undefined))
    : undefined;
  const unpriced = answer.unpriced_carriers && JSON.stringify(answer.unpriced_carriers);
  let room = 64 + jsonStringRoom(answer.message) + (unpriced ? unpriced.length * 3 : 0);
  for (let i = 0; i < answer.data.length; i++) {
    const quote = answer.data[i];
    room +=
      openingOf(quote).length +
      jsonStringRoom(quote.region) +
      (quote.reason === null ? 0 : jsonStringRoom(quote.reason)) +
      QUOTE_TAIL_ROOM +
      (logs?.[i]?.length ?? 0) * 3;
  }
  const json = answers.take(room).ascii('{"data":[');
  for (let i = 0; i < answer.data.length; i++) {
    if (i > 0) json.byte(COMMA);
    writeQuote(json, answer.data[i], logs?.[i]);
  }
  json.ascii('],"message":').string(answer.message);
  if (answer.partial !== undefined) json.ascii(answer.partial ? ',"partial":true' : ',"partial":false');
  if (unpriced) json.ascii(',"unpriced_carriers":').utf8(unpriced);
  return answers.cut(json.ascii('}'));
}
