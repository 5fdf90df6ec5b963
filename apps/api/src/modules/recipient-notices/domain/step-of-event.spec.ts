import { describe, expect, it } from 'vitest';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/index.js';
import { stepOfEvent } from './step-of-event.js';

const event = (type: string, data: object) => ({ type, data }) as unknown as Stored<OrderEvent>;
const moved = (to: number) => event('order.status-changed', { from: 2, to, at: '2026-03-10T12:00:00Z' });
const tracked = (state: string | undefined) =>
  event('order.tracking-registered', { detail: { status: 3, state, description: 'x' }, alert_type: null, at: '' });
const redated = (deadline: string) => event('order.delivery-date-changed', { deadline, at: '' });

describe('stepOfEvent', () => {
  it.each([
    [3, 'shipped'],
    [4, 'out_for_delivery'],
    [5, 'delivered'],
    [7, null],
    [14, null],
  ])('status %s → %s', (to, step) => expect(stepOfEvent(moved(to), null)).toBe(step));

  it('a failed attempt is a carrier event of that state only', () => {
    expect(stepOfEvent(tracked('failed_attempt'), null)).toBe('failed_attempt');
    expect(stepOfEvent(tracked('in_transit'), null)).toBeNull();
    expect(stepOfEvent(tracked(undefined), null)).toBeNull();
  });

  it('a delay is a new forecast later than the one before', () => {
    expect(stepOfEvent(redated('2026-03-20'), '2026-03-18')).toBe('delayed');
    expect(stepOfEvent(redated('2026-03-20T00:00:00.000Z'), '2026-03-20')).toBeNull();
    expect(stepOfEvent(redated('2026-03-15'), '2026-03-18')).toBeNull();
    expect(stepOfEvent(redated('2026-03-20'), null)).toBeNull();
  });
});
