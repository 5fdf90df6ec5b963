import { describe, expect, it } from 'vitest';
import { CarrierApiError, type CarrierEvent } from '../../connectors/carrier-connector.js';
import { backoffMs, cadenceMs, failureReason, ISSUE_CADENCE, stateAfter } from './tracking-cadence.js';

const event = (state: CarrierEvent['state'], occurred_at: string): CarrierEvent => ({
  key: `${state}-${occurred_at}`,
  tracking_key: 'AA123456785BR',
  state,
  problem: null,
  code: 'X',
  description: 'x',
  place: null,
  occurred_at,
  source: 'Correios',
  receipt_url: null,
  unknown_code: false,
});

describe('tracking cadence', () => {
  it.each([
    ['in_transit', 30 * 60_000],
    ['out_for_delivery', 30 * 60_000],
    ['posted', 120 * 60_000],
    ['failed_attempt', 120 * 60_000],
    ['awaiting_pickup', 120 * 60_000],
    [null, 120 * 60_000],
  ])('%s is polled again after %i ms', (state, ms) => {
    expect(cadenceMs(state)).toBe(ms);
    expect(cadenceMs(state, { movingMs: 1, restingMs: 2 })).toBe(ms === ISSUE_CADENCE.movingMs ? 1 : 2);
  });

  it('takes the newest event by its own time, not by its place in the answer', () => {
    const events = [
      event('out_for_delivery', '2026-11-20T15:00:00.000Z'),
      event('in_transit', '2026-11-19T10:00:00.000Z'),
    ];
    expect(stateAfter('posted', events)).toBe('out_for_delivery');
    expect(stateAfter('posted', [])).toBe('posted');
  });

  it('backs off by the carrier’s Retry-After, else doubling from 30 s up to 30 min', () => {
    expect(backoffMs(1, 5_000)).toBe(5_000);
    expect(backoffMs(1, null)).toBe(30_000);
    expect(backoffMs(3, null)).toBe(120_000);
    expect(backoffMs(20, null)).toBe(30 * 60_000);
    expect(backoffMs(1, 24 * 3600_000)).toBe(30 * 60_000);
  });

  it('shows the carrier’s reason in pt-BR', () => {
    expect(failureReason(new CarrierApiError('Correios respondeu 429 (limite de requisições).', 'throttled'))).toBe(
      'Falha na última consulta: Correios respondeu 429 (limite de requisições).',
    );
  });
});
