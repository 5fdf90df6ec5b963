import { describe, expect, it } from 'vitest';
import { carrierOccurrenceOf } from '../carriers/carrier-tracking-effects.js';
import type { TrackingProblem, TrackingState } from '../carriers/tracking-state.js';
import { exceptionKindOfOccurrence, exceptionKindOfStatus, KINDS_CLOSED_BY_DELIVERY } from './exception-kinds.js';

/** The occurrence a carrier event is recorded as, read back by the desk as the projection sees it. */
const kindOf = (state: TrackingState, problem: TrackingProblem | null, description = 'Ocorrência') => {
  const occurrence = carrierOccurrenceOf({ state, problem, description });
  return exceptionKindOfOccurrence({ state, message: occurrence.reason, alert_type: occurrence.alert });
};

describe('exception kinds', () => {
  it('reads carrier events back into the desk’s kinds', () => {
    expect(kindOf('failed_attempt', 'absent')).toBe('failed_attempt');
    expect(kindOf('failed_attempt', null)).toBe('failed_attempt');
    expect(kindOf('failed_attempt', 'address')).toBe('address');
    expect(kindOf('exception', 'address')).toBe('address');
    expect(kindOf('failed_attempt', 'refused')).toBe('refused');
    expect(kindOf('exception', 'refused')).toBe('refused');
    expect(kindOf('exception', 'absent')).toBe('failed_attempt');
    expect(kindOf('exception', 'damage', 'Avaria total')).toBe('damage');
    expect(kindOf('exception', 'loss')).toBe('loss');
    expect(kindOf('awaiting_pickup', null)).toBe('awaiting_pickup');
    expect(kindOf('returning', null)).toBe('returned');
    expect(kindOf('returned', null)).toBe('returned');
    for (const state of ['posted', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled'] as const)
      expect(kindOf(state, null)).toBeNull();
    // A fiscal hold or an unnamed exception is the carrier's business, not the desk's.
    expect(kindOf('exception', 'fiscal_hold')).toBeNull();
    expect(kindOf('exception', 'other')).toBeNull();
  });

  it('takes damage and loss from manual occurrences by their alert', () => {
    expect(exceptionKindOfOccurrence({ message: null, alert_type: 1 })).toBe('damage');
    expect(exceptionKindOfOccurrence({ message: null, alert_type: 2 })).toBe('loss');
    expect(exceptionKindOfOccurrence({ message: 'Mercadoria retida', alert_type: 3 })).toBeNull();
  });

  it('opens a returned one on a return and lets delivery close only what it settles', () => {
    expect(exceptionKindOfStatus(7)).toBe('returned');
    expect(exceptionKindOfStatus(14)).toBe('returned');
    expect(exceptionKindOfStatus(3)).toBeNull();
    expect(KINDS_CLOSED_BY_DELIVERY).toEqual([
      'stale_tracking',
      'failed_attempt',
      'address',
      'awaiting_pickup',
      'predicted_breach',
    ]);
  });
});
