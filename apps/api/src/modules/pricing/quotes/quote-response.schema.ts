// QuoteResponseDto (quote-request.dto.ts) as a JSON schema: Fastify serialises the quote's answer
// with it (fast-json-stringify) instead of JSON.stringify. A field missing here is missing from
// the answer, so it lists every field of the DTOs (quote-response.schema specs compare them).
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;

const object = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object' as const,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});

const feeLogEntry = object(
  {
    fee: string,
    previous_price: number,
    actual_price: number,
    value: number,
    percentage: nullableNumber,
    icms_percentage: nullableNumber,
    gris_percentage: nullableNumber,
    adv_percentage: nullableNumber,
    rule_name: string,
  },
  ['rule_name'],
);

const deadlines = object({
  pickup_deadline: number,
  expedition_time: number,
  sku_deadline: number,
  carrier_deadline: number,
  freight_rules_deadline: number,
  total: number,
});

const quote = object(
  {
    id: string,
    carrier: object({ id: string, name: string, canonical_name: string }),
    carrier_canonical_name: string,
    own_freight_table: boolean,
    region: string,
    cargo_value: number,
    cubed_weight: number,
    original_estimated_cost: number,
    estimated_cost: number,
    delivery_days: number,
    free_shipping: boolean,
    log: object({ details: { type: 'array', items: feeLogEntry }, deadlines }),
  },
  ['log'],
);

export const QUOTE_RESPONSE_SCHEMA = object(
  {
    data: { type: 'array', items: quote },
    message: string,
    partial: boolean,
    unpriced_carriers: { type: 'array', items: string },
  },
  ['partial', 'unpriced_carriers'],
);
