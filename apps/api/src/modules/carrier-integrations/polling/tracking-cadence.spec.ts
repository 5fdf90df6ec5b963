import { describe, expect, it } from 'vitest';
import { CarrierApiError, type CarrierEvent } from '../connectors/carrier-connector.js';
import {
  backoffMs,
  cadenceMs,
  failureReason,
  MOVING_EVERY_MS,
  RESTING_EVERY_MS,
  stateAfter,
} from './tracking-cadence.js';

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
    ['in_transit', MOVING_EVERY_MS],
    ['out_for_delivery', MOVING_EVERY_MS],
    ['posted', RESTING_EVERY_MS],
    ['failed_attempt', RESTING_EVERY_MS],
    ['awaiting_pickup', RESTING_EVERY_MS],
    [null, RESTING_EVERY_MS],
  ])('%s is polled again after %i ms', (state, ms) => {
    expect(cadenceMs(state)).toBe(ms);
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
