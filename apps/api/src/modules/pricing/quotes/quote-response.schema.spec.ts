import 'reflect-metadata';
import { FeeLog } from '@despacho/domain';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import {
  DeadlineLogDto,
  FeeLogEntryDto,
  QuoteCarrierDto,
  QuoteDto,
  QuoteLogDto,
  QuoteResponseDto,
} from './quote-request.dto.js';
import { QUOTE_RESPONSE_SCHEMA } from './quote-response.schema.js';

type Schema = { properties: Record<string, Schema & { items?: Schema }>; required: string[] };
const fieldsOf = (dto: object) =>
  (Reflect.getMetadata('swagger/apiModelPropertiesArray', (dto as { prototype: object }).prototype) as string[])
    .map((key) => key.slice(1))
    .sort();

describe('the quote answer schema', () => {
  it('lists every field of the answer DTOs (the OpenAPI document), no more', () => {
    const response = QUOTE_RESPONSE_SCHEMA as unknown as Schema;
    const quote = response.properties.data.items!;
    const log = quote.properties.log;
    const pairs: [Schema, object][] = [
      [response, QuoteResponseDto],
      [quote, QuoteDto],
      [quote.properties.carrier, QuoteCarrierDto],
      [log, QuoteLogDto],
      [log.properties.details.items!, FeeLogEntryDto],
      [log.properties.deadlines, DeadlineLogDto],
    ];
    for (const [schema, dto] of pairs)
      expect(Object.keys(schema.properties).sort(), (dto as { name: string }).name).toEqual(fieldsOf(dto));
  });

  it('serialises an answer as JSON.stringify does, log, nulls and rule names included', () => {
    const log = new FeeLog();
    log.add('weight', 4_550);
    log.add('gris', 155, { gris_percentage: 0.1 });
    log.add('freight_rule_decrease_percentage', -470, { percentage: 10, rule_name: 'Black Friday' });
    const quote = {
      id: 't1',
      carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
      carrier_canonical_name: 'jadlog',
      own_freight_table: true,
      region: 'CAPITAL "SP"',
      cargo_value: 1234.5,
      cubed_weight: 0.3,
      original_estimated_cost: 47.05,
      estimated_cost: 42.35,
      delivery_days: 4,
      free_shipping: false,
    };
    const answer = {
      data: [
        {
          ...quote,
          log: {
            details: log.entries,
            deadlines: {
              pickup_deadline: 0,
              expedition_time: 1,
              sku_deadline: 0,
              carrier_deadline: 3,
              freight_rules_deadline: 0,
              total: 4,
            },
          },
        },
        quote,
      ],
      message: 'Cotação retornada com sucesso',
    };
    expect(JSON.parse(fastJson(QUOTE_RESPONSE_SCHEMA)(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
