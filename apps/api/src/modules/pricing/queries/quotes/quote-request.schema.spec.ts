import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PayloadPipe } from '../../../../platform/http/payload.pipe.js';
import { readPayloadByRules } from '../../../../platform/http/validation.js';
import { QuoteRequestDto } from '../../http/quote-request.dto.js';

const pipe = new PayloadPipe();
const metadata = { type: 'body', metatype: QuoteRequestDto, data: undefined } as const;
const outcome = (run: () => Promise<unknown>) =>
  run().then(
    (value) => ({ ok: JSON.parse(JSON.stringify(value)) as unknown }),
    (error: Error) => ({ refused: error.message }),
  );

// Mostly valid values, on and around every rule's edges, now and then one of a wrong type.
const anything = fc.constantFrom<unknown>(null, true, 'x', ' ', '', 0, -1, 1.5, [], {}, 'NaN');
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 30 }, { arbitrary: anything, weight: 1 });
const number = (min: number, max: number) =>
  mostly(
    fc.oneof(
      { arbitrary: fc.double({ min, max, noNaN: true }), weight: 3 },
      fc.constantFrom(min, max, min - 0.0001, max + 0.0001, 0),
    ),
  );
const text = (max: number) =>
  mostly(
    fc.oneof(
      { arbitrary: fc.string({ maxLength: max + 2 }), weight: 2 },
      fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1), ` ${'a'.repeat(max)} `, '\u{1F600}'.repeat(max), 'CD1'),
    ),
  );
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const rarely = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 20 }, arbitrary);

const parcelFields = {
  reference: optional(text(255)),
  width: number(0.001, 10),
  height: number(0.001, 10),
  length: number(0.001, 10),
  weight: number(0.001, 10_000),
  quantity: optional(fc.oneof(fc.integer({ min: 0, max: 1001 }), fc.constantFrom(0, 1, 1000, 1001), number(1, 1000))),
  cargo_value: optional(number(0, 100_000_000)),
  from_cd_reference: optional(text(20)),
  extra: rarely(anything),
};
const parcel = fc.oneof(
  { arbitrary: fc.record(parcelFields, { requiredKeys: ['width', 'height', 'length', 'weight'] }), weight: 20 },
  fc.record(parcelFields, { requiredKeys: [] }),
);
// As a body arrives: JSON (no undefined keys, no -0).
const body = fc
  .record(
    {
      from: optional(fc.oneof(text(20), fc.constantFrom('01310-100', '01310100', 'CD-SP'))),
      to: mostly(
        fc.constantFrom(
          '01310100',
          '01310-100',
          ' 01310100 ',
          '01310100',
          '0131010',
          '01310--100',
          '013101000',
          '０１３１０１００',
        ),
      ),
      carrier_service: optional(text(100)),
      channel_id: optional(fc.oneof(fc.integer(), fc.integer({ min: 0, max: 2 ** 31 }), number(0, 10))),
      company_view: optional(mostly(fc.boolean())),
      debug: optional(mostly(fc.boolean())),
      parcels: fc.oneof(
        { arbitrary: fc.array(parcel, { minLength: 1, maxLength: 2 }), weight: 20 },
        fc.constant(Array.from({ length: 101 }, () => ({ width: 1, height: 1, length: 1, weight: 1 }))),
        anything,
      ),
      unknown: rarely(anything),
    },
    { requiredKeys: ['to'] },
  )
  .map((plain) => JSON.parse(JSON.stringify(plain)) as unknown);

const same = async (plain: unknown) => {
  const viaPipe = await outcome(() => pipe.transform(structuredClone(plain), metadata));
  expect(viaPipe, JSON.stringify(plain)).toEqual(
    await outcome(() => readPayloadByRules(QuoteRequestDto, structuredClone(plain))),
  );
  return 'ok' in viaPipe;
};

// Every rule's edge, one field at a time, on a body that is valid otherwise.
const baseParcel: Record<string, unknown> = {
  reference: 'SKU',
  width: 1,
  height: 1,
  length: 1,
  weight: 1,
  quantity: 1,
  cargo_value: 1,
  from_cd_reference: 'CD1',
};
const base: Record<string, unknown> = {
  from: 'CD1',
  to: '01310100',
  carrier_service: 'jadlog',
  channel_id: 1,
  company_view: true,
  debug: false,
  parcels: [baseParcel],
};
const edges = (max: number) => [
  'a'.repeat(max),
  'a'.repeat(max + 1),
  ` ${'a'.repeat(max)} `,
  '\u{1F600}'.repeat(max),
  '\u{1F600}'.repeat(max + 1),
  '',
  null,
  1,
];
const between = (min: number, max: number) => [min, max, min - 0.0001, max + 0.0001, min / 2, -1, null, '1'];
const bodyEdges: Record<string, unknown[]> = {
  from: edges(20),
  to: ['01310-100', ' 01310100 ', '0131010', '013101000', '01310--100', '０１３１０１００', null, 1],
  carrier_service: edges(100),
  channel_id: [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, null, '1', true],
  company_view: [false, null, 'true', 1],
  debug: [true, null, 'false', 0],
  parcels: [[], Array(100).fill(baseParcel), Array(101).fill(baseParcel), null, {}, [null], [1], ['x']],
};
const parcelEdges: Record<string, unknown[]> = {
  reference: edges(255),
  width: between(0.001, 10),
  height: between(0.001, 10),
  length: between(0.001, 10),
  weight: between(0.001, 10_000),
  quantity: [...between(1, 1000), 1.5, 0],
  cargo_value: between(0, 100_000_000),
  from_cd_reference: edges(20),
};

describe('the compiled quote request schema', () => {
  it("answers each rule's edge exactly as the class-validator rules do", async () => {
    let accepted = 0;
    for (const [field, values] of Object.entries(bodyEdges)) {
      for (const value of values) if (await same({ ...base, [field]: value })) accepted++;
      const { [field]: _, ...without } = base;
      if (await same(without)) accepted++;
    }
    for (const [field, values] of Object.entries(parcelEdges)) {
      for (const value of values) if (await same({ ...base, parcels: [{ ...baseParcel, [field]: value }] })) accepted++;
      const { [field]: _, ...without } = baseParcel;
      if (await same({ ...base, parcels: [without] })) accepted++;
    }
    for (const extra of [{ unknown: 1 }, { parcels: [{ ...baseParcel, extra: 1 }] }]) await same({ ...base, ...extra });
    expect(accepted).toBeGreaterThan(40);
  });

  it('answers every body exactly as the class-validator rules do (accepted the same, refused with the same message)', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (plain) => {
        if (await same(plain)) accepted++;
      }),
      { numRuns: 2_000, seed: 13 },
    );
    expect(accepted).toBeGreaterThan(100); // the generator does reach valid bodies
  });

  it('takes a valid body without class-transformer: the plain object, texts trimmed', async () => {
    const plain = {
      to: ' 01310-100 ',
      from: ' CD1 ',
      parcels: [{ reference: ' SKU ', width: 0.1, height: 0.1, length: 0.1, weight: 1 }],
    };
    const result = await pipe.transform(plain, metadata);
    expect(result).toBe(plain);
    expect(result).toEqual({
      to: '01310-100',
      from: 'CD1',
      parcels: [{ reference: 'SKU', width: 0.1, height: 0.1, length: 0.1, weight: 1 }],
    });
  });

  it("refuses what the schema refuses with the class's pt-BR message", async () => {
    const refusal = await outcome(() =>
      pipe.transform({ to: '123', parcels: [{ width: 0.1, height: 0.1, length: 0.1, weight: -1 }] }, metadata),
    );
    expect(refusal).toEqual({
      refused: 'CEP de destino inválido. Informe 8 dígitos. O peso deve ser maior que zero (no mínimo 1 g).',
    });
  });
});
