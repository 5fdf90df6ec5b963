import type { Quote } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import type { LanePromise } from '../lanes/company-lanes.js';
import { DEFAULT_PROMISE_SETTINGS, type PromiseSettings } from '../../../identity/index.js';
import { promiseQuotes } from './promised-quotes.js';

/** A quote of `carrier` whose table promises `carrierDays` of transit plus one day of expedition. */
function quoteOf(carrier: string, carrierDays: number, cost: number): Quote {
  const deliveryDays = carrierDays + 1;
  return {
    carrier: { id: carrier, name: carrier, canonicalName: carrier },
    tableId: `t-${carrier}`,
    region: 'CAPITAL',
    cargoValue: 100,
    cubedWeight: 1,
    taxableWeight: 1,
    originalEstimatedCost: cost,
    estimatedCost: cost,
    deliveryDays,
    freeShipping: false,
    log: {
      details: [],
      deadlines: {
        pickup_deadline: 0,
        expedition_time: 1,
        sku_deadline: 0,
        carrier_deadline: carrierDays,
        freight_rules_deadline: 0,
        total: deliveryDays,
      },
    },
  };
}

const lane = (fields: Partial<LanePromise>): LanePromise => ({
  days: 5,
  confidence: 90,
  samples: 120,
  level: 'cep5',
  p50: 3,
  p80: 4,
  p95: 6,
  on_time_rate: 0.97,
  ...fields,
});

const settings = (fields: Partial<PromiseSettings>): PromiseSettings => ({ ...DEFAULT_PROMISE_SETTINGS, ...fields });

describe('promiseQuotes', () => {
  const cheap = quoteOf('cheap', 2, 10);
  const fast = quoteOf('fast', 1, 20);

  it("keeps the table's deadline with the table source, the learned one beside it (table days, the lane's transit)", () => {
    const { quotes, promises } = promiseQuotes([cheap, fast], settings({}), (id) => (id === 'cheap' ? lane({}) : null));
    expect(quotes).toEqual([cheap, fast]);
    expect(quotes[0].deliveryDays).toBe(3);
    expect(promises.get(quotes[0])).toEqual({
      tableDeadline: 3,
      minDays: 3,
      learned: { days: 6, confidence: 90, samples: 120, level: 'cep5' },
      reason: null,
    });
    expect(promises.get(quotes[1])).toEqual({ tableDeadline: 2, minDays: 2, learned: null, reason: null });
  });

  it('promises the learned deadline with the learned source, from the p50 day to it; without a lane, the table', () => {
    const { quotes, promises } = promiseQuotes([cheap, fast], settings({ source: 'learned' }), (id) =>
      id === 'cheap' ? lane({}) : null,
    );
    expect(quotes.map((q) => q.deliveryDays)).toEqual([6, 2]);
    expect(promises.get(quotes[0])).toMatchObject({ tableDeadline: 3, minDays: 4, reason: null });
    expect(cheap.deliveryDays).toBe(3);
  });

  it('widens a lane under the on-time threshold to its p95, with the reason; a promise already that long stays', () => {
    const late = lane({ days: 4, p95: 8, on_time_rate: 0.806 });
    const { quotes, promises } = promiseQuotes([cheap], settings({ source: 'learned' }), () => late);
    expect(quotes[0].deliveryDays).toBe(9);
    expect(promises.get(quotes[0])!.reason).toBe(
      'Prazo ampliado: só 80,6% das entregas desta rota chegaram no prazo (mínimo 85%).',
    );
    const table = promiseQuotes([cheap], settings({}), () => late);
    expect(table.quotes[0].deliveryDays).toBe(9);
    const covered = promiseQuotes([cheap], settings({ source: 'learned' }), () =>
      lane({ days: 8, p95: 8, on_time_rate: 0.5 }),
    );
    expect(covered.quotes[0].deliveryDays).toBe(9);
    expect(covered.promises.get(covered.quotes[0])!.reason).toBeNull();
  });

  it('demotes the carrier of a late lane to the end, keeping the others in order; none does nothing', () => {
    const third = quoteOf('third', 3, 30);
    const late = (id: string) => (id === 'cheap' ? lane({ on_time_rate: 0.5 }) : lane({}));
    const demoted = promiseQuotes([cheap, fast, third], settings({ breachAction: 'demote' }), late);
    expect(demoted.quotes.map((q) => q.carrier.id)).toEqual(['fast', 'third', 'cheap']);
    expect(demoted.promises.get(demoted.quotes[2])!.reason).toBe(
      'Transportadora rebaixada na ordem: só 50% das entregas desta rota chegaram no prazo (mínimo 85%).',
    );
    const none = promiseQuotes([cheap, fast], settings({ breachAction: 'none' }), late);
    expect(none.quotes).toEqual([cheap, fast]);
    expect(none.promises.get(cheap)!.reason).toBeNull();
  });

  it('treats a lane at the threshold, or with no on-time record, as kept', () => {
    const at = promiseQuotes([cheap], settings({ breachAction: 'demote' }), () => lane({ on_time_rate: 0.85 }));
    const unknown = promiseQuotes([cheap], settings({ breachAction: 'demote' }), () => lane({ on_time_rate: null }));
    expect(at.promises.get(cheap)!.reason).toBeNull();
    expect(unknown.promises.get(cheap)!.reason).toBeNull();
  });
});
