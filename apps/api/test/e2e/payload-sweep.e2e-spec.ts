import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRegistry } from '../../src/platform/commands/action-registry.js';
import {
  distributionCenterPayload,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Heuristic for a framework's English reaching a user (our messages are pt-BR). 'nested property',
 * not 'property': pt-BR messages name fields by their path, and an order has a field called property.
 */
const ENGLISH =
  /must be|should not|nested property|shorter than|longer than|exceeding|Bad Request|Internal Server|Unexpected/;
const SEED = 20_251_125;
const RUNS_PER_ACTION = 40;
/** Actions with a valid payload below get more runs: one field replaced reaches the handler. */
const RUNS_WITH_VALID_PAYLOAD = 150;

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '😀',
    '<script>alert(1)</script>',
    '2025-02-30',
    '00000000-0000-0000-0000-000000000000',
    "'; DROP TABLE orders; --",
    '01001000',
    '52998224725',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('x'.repeat(100_000), 'é'.repeat(5_000)),
);
const extremeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e15, 1e19, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, 2 ** 63, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const leaf = fc.oneof(hostileText, extremeNumber, fc.boolean(), fc.constant(null));
const nested = (depth: number): unknown =>
  depth === 0 ? 'fundo' : depth % 2 ? [nested(depth - 1)] : { a: nested(depth - 1) };
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
    fc.integer({ min: 33, max: 80 }).map(nested),
  ),
}));

/**
 * Valid payloads of a few actions, optional fields included: one field (possibly nested) replaced
 * reaches past validation into the handlers and the database.
 */
const VALID: Record<string, Record<string, unknown>> = {
  NewOrder: orderPayload({
    reference: 'PED-SWEEP',
    invoice_number: '123',
    estimated_cost: 25.9,
    deadline: '2030-01-10',
    property: { channel: 'loja', channel_id: 1, marketplace: 'mercado', marketplace_order_number: 'MP-1' },
  }),
  NewDistributionCenter: distributionCenterPayload({ reference: 'CD-SWEEP' }),
  RegisterCarrier: {
    name: 'Expresso Sweep',
    federal_tax_id: '11222333000181',
    city: 'Campinas',
    state: 'SP',
    phone: '1932345678',
  },
};

function paths(object: unknown, prefix: string[] = []): string[][] {
  if (typeof object !== 'object' || object === null) return [prefix];
  return [prefix, ...Object.entries(object).flatMap(([key, item]) => paths(item, [...prefix, key]))].filter(
    (path) => path.length > 0,
  );
}

function replaced(object: unknown, [key, ...rest]: string[], by: unknown): unknown {
  const copy: Record<string, unknown> = Array.isArray(object)
    ? ([...object] as unknown as Record<string, unknown>)
    : { ...(object as Record<string, unknown>) };
  copy[key] = rest.length === 0 ? by : replaced(copy[key], rest, by);
  return copy;
}

/** Payloads of wrong types everywhere: the whole payload, each declared field, or one field of a valid payload. */
function payloads(fields: string[], valid?: Record<string, unknown>): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    value,
    fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }),
  ];
  if (valid)
    options.push(fc.tuple(fc.constantFrom(...paths(valid)), value).map(([path, by]) => replaced(valid, path, by)));
  return fc.oneof(...options);
}

describe('every action under generated hostile payloads', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    await givenDistributionCenter(test, company);
    token = await tokenFor(test, await givenUser(test, company, { isAdmin: true, isSuperAdmin: true }));
  });
  afterAll(() => test.close());

  it('never answers 5xx, always a pt-BR {message} on refusal', { timeout: 120_000 }, async () => {
    const registry = test.app.get(ActionRegistry);
    let requests = 0;
    for (const action of registry.names()) {
      const payloadType = registry.find(action)!.payload;
      const fields = [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(payloadType, '', true, false)
            .map((rule) => rule.propertyName),
        ),
      ];
      await fc.assert(
        fc.asyncProperty(payloads(fields, VALID[action]), async (payload) => {
          requests++;
          const response = await test.http().post('/api/command').set('X-Token', token).send({ action, payload });
          const said = `${action} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
          expect(response.status, said).toBeLessThan(500);
          if (response.status >= 400) {
            expect(typeof response.body.message, said).toBe('string');
            expect(response.body.message, said).not.toMatch(ENGLISH);
          }
        }),
        { seed: SEED, numRuns: VALID[action] ? RUNS_WITH_VALID_PAYLOAD : RUNS_PER_ACTION, endOnFailure: true },
      );
    }
    console.log(`payload sweep: ${registry.names().length} actions, ${requests} requests`);
    const withValid = registry.names().filter((action) => VALID[action]).length;
    expect(requests).toBe(
      (registry.names().length - withValid) * RUNS_PER_ACTION + withValid * RUNS_WITH_VALID_PAYLOAD,
    );
  });
});
