import { Logger } from '@nestjs/common';
import type { FreightTable } from '@despacho/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuoteClock } from '../../src/modules/pricing/queries/quotes/quote-clock.js';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BUDGET_MS = 500;
const capitalTable = (price: string) =>
  `cep_inicial;cep_final;uf;regiao;prazo;ate_10kg\n01000000;05999999;SP;CAPITAL;3;${price}`;

/**
 * What this simulates: the engine's clock (QuoteClock) says the first table priced took `ms` (its
 * next reading jumps by that much); nothing actually waits. The budget logic, the answer and the log
 * are the real ones; a real slow table would show up the same way on the real clock.
 */
function slowFirstCarrier(test: TestApp, ms: number): { slow: () => string } {
  const clock = test.app.get(QuoteClock);
  let offset = 0;
  let pending = false;
  let first = '';
  clock.now = (next?: FreightTable) => {
    if (pending) offset += ms;
    pending = false;
    if (next && !first) {
      first = next.carrier.canonicalName;
      pending = true;
    }
    return performance.now() + offset;
  };
  return { slow: () => first };
}

describe('time budget of a shop quote (QUOTE_TIME_BUDGET_MS)', () => {
  let test: TestApp;
  let token: string;
  const carriers: string[] = [];
  const quoteFor = (channel?: number) =>
    test
      .http()
      .post('/api/quotations')
      .set('X-Token', token)
      .send({
        to: '01310-100',
        channel_id: channel,
        parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 5, quantity: 2, cargo_value: 100 }],
      });

  beforeAll(async () => {
    test = await startTestApp({ quoteTimeBudgetMs: BUDGET_MS });
    const company = await givenCompany(test);
    token = await tokenFor(test, await givenUser(test, company, { permissions: ['quotation'] }));
    await givenDistributionCenter(test, company);
    for (const price of ['20,00', '35,00', '50,00']) {
      const carrier = await givenCarrier(test);
      carriers.push(carrier.canonicalName);
      await givenFreightTable(test, company, carrier.id, capitalTable(price));
    }
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.restoreAllMocks();
    test.app.get(QuoteClock).now = QuoteClock.prototype.now;
  });

  it('answers the carriers priced before the budget ran out, flagged partial, and logs the slow carrier', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { slow } = slowFirstCarrier(test, BUDGET_MS + 100);
    const response = await quoteFor(7);
    expect(response.status).toBe(200);
    expect(response.body.partial).toBe(true);
    expect(response.body.data.map((q: { carrier: { canonical_name: string } }) => q.carrier.canonical_name)).toEqual([
      slow(),
    ]);
    expect([...response.body.unpriced_carriers].sort()).toEqual(carriers.filter((c) => c !== slow()).sort());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      new RegExp(`orçamento de ${BUDGET_MS} ms .*transportadora lenta: ${slow()} \\(6\\d\\d ms\\)`),
    );
  });

  it('answers every carrier when the slow one still fits in the budget', async () => {
    slowFirstCarrier(test, BUDGET_MS - 200);
    const response = await quoteFor(7);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(3);
    expect(response.body).not.toHaveProperty('partial');
    expect(response.body).not.toHaveProperty('unpriced_carriers');
  });

  it('has no budget without a channel (the simulator and the order screens wait for every carrier)', async () => {
    slowFirstCarrier(test, BUDGET_MS * 4);
    const response = await quoteFor();
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(3);
    expect(response.body).not.toHaveProperty('partial');
  });

  it('defaults to 300 ms', async () => {
    const { loadConfig } = await import('../../src/platform/config/app-config.js');
    expect(loadConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 'x' }).quoteTimeBudgetMs).toBe(300);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 'x', QUOTE_TIME_BUDGET_MS: '150' }).quoteTimeBudgetMs,
    ).toBe(150);
  });
});
