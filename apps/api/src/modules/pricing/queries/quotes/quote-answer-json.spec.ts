import 'reflect-metadata';
import { FeeLog } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { quoteAnswerJson } from './quote-answer-json.js';
import {
  DeadlineLogDto,
  FeeLogEntryDto,
  QuoteCarrierDto,
  QuoteDto,
  QuoteLogDto,
  LearnedDeadlineDto,
  QuoteResponseDto,
} from '../../http/quote-request.dto.js';

const fieldsOf = (dto: object) =>
  (Reflect.getMetadata('swagger/apiModelPropertiesArray', (dto as { prototype: object }).prototype) as string[])
    .map((key) => key.slice(1))
    .sort();

const carrier = { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' };
const quote = (fields: Partial<QuoteDto> = {}): QuoteDto => ({
  id: 't1',
  carrier,
  carrier_canonical_name: 'jadlog',
  own_freight_table: true,
  region: 'CAPITAL',
  cargo_value: 1234.5,
  cubed_weight: 0.3,
  original_estimated_cost: 47.05,
  estimated_cost: 42.35,
  delivery_days: 4,
  free_shipping: false,
  table_deadline: 4,
  delivery_days_min: 4,
  learned: null,
  reason: null,
  ...fields,
});

function withLog(): QuoteDto {
  const log = new FeeLog();
  log.add('weight', 4_550);
  log.add('gris', 155, { gris_percentage: 0.1 });
  log.add('freight_rule_decrease_percentage', -470, { percentage: 10, rule_name: 'Black Friday' });
  const deadlines = {
    pickup_deadline: 0,
    expedition_time: 1,
    sku_deadline: 0,
    carrier_deadline: 3,
    freight_rules_deadline: 0,
    total: 4,
  };
  return quote({ log: { details: log.entries, deadlines } });
}

const read = (answer: QuoteResponseDto) => JSON.parse(quoteAnswerJson(answer).toString());
/** What the answer's JSON reads back as, against JSON.stringify's. */
const both = (answer: QuoteResponseDto) => [read(answer), JSON.parse(JSON.stringify(answer))];

describe('quoteAnswerJson', () => {
  it('writes every field of the answer DTOs (the OpenAPI document), as JSON.stringify does', () => {
    const answer = {
      data: [
        withLog(),
        quote({ id: 't2', free_shipping: true, estimated_cost: 0 }),
        quote({
          id: 't3',
          delivery_days: 7,
          delivery_days_min: 5,
          learned: { days: 6, confidence: 90, samples: 340, level: 'cep3' },
          reason: 'Prazo ampliado: só 80,5% das entregas desta rota chegaram no prazo (mínimo 85%).',
        }),
      ],
      message: 'Cotação retornada com sucesso',
      partial: true,
      unpriced_carriers: ['correios'],
    };
    const [written, expected] = both(answer);
    expect(written).toEqual(expected);
    const first = written.data[0];
    expect(Object.keys(written).sort()).toEqual(fieldsOf(QuoteResponseDto));
    expect(Object.keys(first).sort()).toEqual(fieldsOf(QuoteDto));
    expect(Object.keys(first.carrier).sort()).toEqual(fieldsOf(QuoteCarrierDto));
    expect(Object.keys(written.data[2].learned).sort()).toEqual(fieldsOf(LearnedDeadlineDto));
    expect(Object.keys(first.log).sort()).toEqual(fieldsOf(QuoteLogDto));
    expect(Object.keys(first.log.deadlines).sort()).toEqual(fieldsOf(DeadlineLogDto));
    const ruleEntry = first.log.details.find((entry: { rule_name?: string }) => entry.rule_name);
    expect(Object.keys(ruleEntry).sort()).toEqual(fieldsOf(FeeLogEntryDto));
  });

  it('escapes texts as JSON.stringify does, writes non-finite numbers as null, and answers no quote', () => {
    const odd = { id: 'c"2', name: 'Trans \\ "Rápida"\n', canonical_name: 'trans\u0001' };
    const answer = {
      data: [
        quote({ carrier: odd, carrier_canonical_name: 'trans\u0001', region: 'SÃO PAULO "CAPITAL" 🚚 \ud800 \t' }),
        quote({ id: 't3', cubed_weight: Number.NaN, cargo_value: Number.POSITIVE_INFINITY }),
      ],
      message: 'Cotação "retornada"',
    };
    const [written, expected] = both(answer);
    expect(written).toEqual(expected);
    expect(written.data[1].cubed_weight).toBeNull();
    expect(read({ data: [], message: 'Nenhuma cotação encontrada para esse destino' })).toEqual({
      data: [],
      message: 'Nenhuma cotação encontrada para esse destino',
    });
  });

  it('writes a renamed carrier with its new name (a new DTO), the same table with the old one kept apart', () => {
    const before = read({ data: [quote()], message: 'ok' });
    const renamed = { ...carrier, name: 'Jadlog Expresso' };
    const after = read({ data: [quote({ carrier: renamed })], message: 'ok' });
    expect(before.data[0].carrier.name).toBe('Jadlog');
    expect(after.data[0].carrier.name).toBe('Jadlog Expresso');
    expect(read({ data: [quote({ id: 't9' })], message: 'ok' }).data[0].id).toBe('t9');
  });

  it('writes the same bytes as JSON.stringify for answers of many quotes, prices and weights', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
    const data = Array.from({ length: 40 }, (_, i) =>
      quote({
        id: `t${i}`,
        region: i % 3 ? `FAIXA ${i}` : 'SÃO JOSÉ DO RIO PRETO',
        cargo_value: Math.round(random() * 1e6) / 100 + 0.1 * (i % 2),
        cubed_weight: random() * 90,
        original_estimated_cost: Math.round(random() * 1e6) / 100,
        estimated_cost: i % 5 ? Math.round(random() * 1e5) / 100 : random() * 1000,
        delivery_days: Math.floor(random() * 20),
        free_shipping: i % 7 === 0,
        ...(i % 4
          ? {}
          : {
              learned: {
                days: i % 9,
                confidence: 50 + (i % 50),
                samples: i * 31,
                level: (['cep5', 'cep3', 'uf'] as const)[i % 3],
              },
              reason: i % 8 ? null : `Transportadora rebaixada na ordem: só ${i},5% "no prazo" ✓`,
            }),
      }),
    );
    const answer = { data, message: 'Cotação retornada com sucesso' };
    expect(quoteAnswerJson(answer).toString()).toBe(JSON.stringify(answer));
  });
});
