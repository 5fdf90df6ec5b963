import { describe, expect, it } from 'vitest';
import { businessDaysBetween } from '../business-days.js';
import { addCalendarDays } from '../calendar-date.js';
import { staleTrackingCutoff } from './stale-tracking.js';

describe('staleTrackingCutoff', () => {
  it.each([
    // Wednesday 2026-03-18, 2 business days: news from Monday on is fresh, from Sunday back is stale.
    ['2026-03-18', 2, '2026-03-15'],
    // Monday: news from Thursday is 2 business days old (Friday, Monday); Wednesday's is stale.
    ['2026-03-16', 2, '2026-03-11'],
    // Tiradentes (Tuesday 2026-04-21) is not a business day: Friday's news is still fresh on Wednesday.
    ['2026-04-22', 2, '2026-04-16'],
    ['2026-03-18', 0, '2026-03-17'],
  ])('today %s, %i business days → stale on or before %s', (today, days, cutoff) => {
    expect(staleTrackingCutoff(today, days)).toBe(cutoff);
  });

  it('agrees with businessDaysBetween: the cutoff is more than N business days old, the day after is not', () => {
    for (const today of ['2026-03-18', '2026-03-21', '2026-12-28']) {
      const cutoff = staleTrackingCutoff(today, 2);
      expect(businessDaysBetween(cutoff, today)).toBeGreaterThan(2);
      expect(businessDaysBetween(addCalendarDays(cutoff, 1), today)).toBeLessThanOrEqual(2);
    }
  });
});
