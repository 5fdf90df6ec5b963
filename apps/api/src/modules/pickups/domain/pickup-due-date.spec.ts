import { describe, expect, it } from 'vitest';
import type { PickupWindow } from '../../catalog/index.js';
import { pickupDueDate } from './pickup-due-date.js';

const OPEN = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };
const CLOSED = { time1: null, time2: null, time3: null, time4: null };
const MON_TO_FRI: PickupWindow = { monday: OPEN, tuesday: OPEN, wednesday: OPEN, thursday: OPEN, friday: OPEN };

describe('pickupDueDate', () => {
  it('is the next business day: a Saturday or a Friday request is due on Monday, never on Sunday', () => {
    expect(pickupDueDate('2026-11-28', MON_TO_FRI)).toBe('2026-11-30'); // Saturday → Monday
    expect(pickupDueDate('2026-11-29', MON_TO_FRI)).toBe('2026-11-30'); // Sunday → Monday
    expect(pickupDueDate('2026-11-27', MON_TO_FRI)).toBe('2026-11-30'); // Friday → Monday
    expect(pickupDueDate('2026-11-24', MON_TO_FRI)).toBe('2026-11-25'); // Tuesday → Wednesday
  });

  it('skips national holidays', () => {
    expect(pickupDueDate('2026-12-24', MON_TO_FRI)).toBe('2026-12-28'); // Christmas Friday, then the weekend
    expect(pickupDueDate('2026-11-19', MON_TO_FRI)).toBe('2026-11-23'); // Consciência Negra (Friday 20)
  });

  it('waits for a weekday on which the CD has a pickup window', () => {
    const tuesdaysAndThursdays = { ...MON_TO_FRI, monday: CLOSED, wednesday: CLOSED, friday: CLOSED };
    expect(pickupDueDate('2026-11-28', tuesdaysAndThursdays)).toBe('2026-12-01'); // Saturday → Tuesday
    expect(pickupDueDate('2026-12-01', tuesdaysAndThursdays)).toBe('2026-12-03'); // Tuesday → Thursday
  });

  it('counts business days alone for a CD without any window', () => {
    const none = { monday: CLOSED, tuesday: CLOSED, wednesday: CLOSED, thursday: CLOSED, friday: CLOSED };
    expect(pickupDueDate('2026-11-28', none)).toBe('2026-11-30');
    expect(pickupDueDate('2026-11-28', null)).toBe('2026-11-30');
  });
});
