import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_PARCEL, BENCH_RECIPIENT } from '../../../../../bench/bench-order-data.js';
import { readPayload, readPayloadByRules } from '../../../../platform/http/validation.js';
import { NewOrderPayload } from './new-order.payload.js';

const settle = (run: () => Promise<unknown>) =>
  run().then(
    (value) => ({ ok: JSON.parse(JSON.stringify(value)) as unknown }),
    (error: Error) => ({ refused: error.message }),
  );

/** readPayload (the compiled schema first) answers `plain` as the class's rules alone do; answers whether it was accepted. */
async function agrees(plain: unknown): Promise<boolean> {
  const answer = await settle(() => readPayload(NewOrderPayload, structuredClone(plain)));
  expect(answer, JSON.stringify(plain)).toEqual(
    await settle(() => readPayloadByRules(NewOrderPayload, structuredClone(plain))),
  );
  return 'ok' in answer;
}

const address: Record<string, unknown> = { ...BENCH_RECIPIENT, street2: 'Apto 1', country: 'BRA' };
const parcel: Record<string, unknown> = { ...BENCH_PARCEL, from_cd_reference: 'CD1', tracking_number: 'ABC123' };
const order: Record<string, unknown> = {
  reference: 'PED-1',
  multi_origin: false,
  from_cd_reference: 'CD1',
  to_address: address,
  shipments: [parcel],
  invoice_number: '123',
  invoice_key: '3'.repeat(44),
  carrier_id: '3f1c2a44-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  estimated_cost: 35.5,
  deadline: '2026-12-01',
  property: {
    channel: 'Loja',
    channel_id: 1,
    channel_entity_id: 'X1',
    marketplace: 'M',
    marketplace_order_number: '9',
  },
  tracking_only: false,
};

// Each field's valid values and the edges of its rules (lengths counted in code points and UTF-16 units alike).
const texts = (max: number) => [
  'a'.repeat(max),
  'a'.repeat(max + 1),
  ` ${'a'.repeat(max)} `,
  '\u{1F600}'.repeat(max / 2 + 1),
  '\u{1F600}'.repeat(max),
  '',
  '  ',
  null,
  1,
];
const numbers = (min: number, max: number) => [min, max, min - 0.0001, max + 0.0001, 0, -1, 1.5, null, '1'];
const flags = [true, false, null, 'true', 0];
const orderEdges: Record<string, unknown[]> = {
  reference: texts(100),
  multi_origin: flags,
  from_cd_reference: ['CD9', ...texts(20)],
  to_address: [null, [], 'x', { ...address, residential: false, federal_tax_id: '11222333000181' }],
  shipments: [[], null, {}, [null], ['x'], [parcel, parcel]],
  invoice_number: texts(20),
  invoice_key: ['1'.repeat(43), '1'.repeat(45), 'a'.repeat(44), null],
  carrier_id: ['00000000-0000-0000-0000-000000000000', '3F1C2A44-5B6D-4E7F-8A9B-0C1D2E3F4A5B', 'x', null, 1],
  estimated_cost: [...numbers(0, 100_000_000), 10.005, 10.01, 5e-324],
  deadline: ['2025-02-30', '2025-02-28', '2025-2-28', '', null, 1],
  property: [null, [], {}, { channel_id: 0 }, { channel_id: 2 ** 31 }, { channel: 'a'.repeat(101) }, { other: 1 }],
  tracking_only: flags,
  unknown: [1],
};
const addressEdges: Record<string, unknown[]> = {
  residential: flags,
  name: texts(150),
  federal_tax_id: ['52998224724', '11222333000181', '5299822472', ' 52998224725 ', null],
  phone: ['1198765432', '119876543210', '(11) 98765-4321', null],
  zip: ['2202100', ' 22021001 ', '22021-001', null],
  street1: texts(255),
  number: texts(20),
  street2: texts(255),
  neighborhood: texts(255),
  city: texts(255),
  state: ['SP', 'sp', 'XX', null],
  email: ['maria@example.com', '', null, 'x'],
  country: ['BR', null],
  unknown: [1],
};
const parcelEdges: Record<string, unknown[]> = {
  id: ['3f1c2a44-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'x'],
  reference: texts(100),
  from_cd_reference: ['', null, 1],
  quantity: numbers(1, 1000),
  width: numbers(0.001, 10),
  height: numbers(0.001, 10),
  length: numbers(0.001, 10),
  weight: numbers(0.001, 10_000),
  cargo_value: numbers(0, 100_000_000),
  tracking_number: ['AA123456785BR', 'AA123456789BR', ...texts(50)],
  unknown: [1],
};

/** The order with `field` of `within` (the order itself, its address or its volume) set to `value`, or removed. */
function changed(within: 'order' | 'address' | 'parcel', field: string, value?: unknown): Record<string, unknown> {
  const set = (base: Record<string, unknown>) => {
    const { [field]: _, ...rest } = base;
    return value === undefined ? rest : { ...rest, [field]: value };
  };
  if (within === 'order') return set(order);
  return within === 'address' ? { ...order, to_address: set(address) } : { ...order, shipments: [set(parcel)] };
}

const everyEdge = Object.entries({ order: orderEdges, address: addressEdges, parcel: parcelEdges }).flatMap(
  ([within, edges]) =>
    Object.entries(edges).flatMap(([field, values]) =>
      [...values, undefined].map((value) => changed(within as 'order' | 'address' | 'parcel', field, value)),
    ),
);

/** An order whose fields are each valid or one of their edges, nested blocks included; as JSON sends it. */
const someOf = (base: Record<string, unknown>, edges: Record<string, unknown[]>) =>
  fc.record(
    Object.fromEntries(
      [...new Set([...Object.keys(base), ...Object.keys(edges)])].map((field) => [
        field,
        fc.oneof(
          { arbitrary: fc.constant(base[field]), weight: 12 },
          fc.constantFrom(undefined, ...(edges[field] ?? [])),
        ),
      ]),
    ),
  );
const anyOrder = fc
  .tuple(
    someOf(order, orderEdges),
    someOf(address, addressEdges),
    fc.array(someOf(parcel, parcelEdges), { maxLength: 3 }),
  )
  .map(([body, to, parcels]) => ({ ...body, to_address: to, shipments: parcels }))
  .map((plain) => JSON.parse(JSON.stringify(plain)) as unknown);

describe("NewOrder's compiled payload schema", () => {
  it("answers each rule's edge exactly as the class-validator rules do", async () => {
    let accepted = 0;
    for (const plain of everyEdge) if (await agrees(plain)) accepted++;
    expect(accepted).toBeGreaterThan(60);
  });

  it('answers every order exactly as the class-validator rules do (accepted the same, refused with the same message)', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anyOrder, async (plain) => {
        if (await agrees(plain)) accepted++;
      }),
      { numRuns: 1_500, seed: 34 },
    );
    expect(accepted).toBeGreaterThan(50); // the generator does reach valid orders
  });

  it("takes a valid order without class-transformer (the plain object, texts trimmed): the bench's NewOrder", async () => {
    const plain = {
      reference: ' PED-2 ',
      from_cd_reference: 'CD1',
      to_address: { ...address, name: ' Maria ' },
      shipments: [parcel],
    };
    const payload = await readPayload(NewOrderPayload, plain);
    expect(payload).toBe(plain);
    expect(payload).toEqual({ ...plain, reference: 'PED-2', to_address: { ...address, name: 'Maria' } });
    expect(payload).not.toBeInstanceOf(NewOrderPayload);
  });

  it("refuses what the schema refuses with the class's pt-BR messages", async () => {
    expect(
      await settle(() => readPayload(NewOrderPayload, changed('address', 'federal_tax_id', '52998224724'))),
    ).toEqual({
      refused: 'CPF inválido: confira os dígitos.',
    });
    expect(await settle(() => readPayload(NewOrderPayload, changed('parcel', 'weight', 0)))).toEqual({
      refused: 'Preencha todos os dados dos volumes.',
    });
  });
});
