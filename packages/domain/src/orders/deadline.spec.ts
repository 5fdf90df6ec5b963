import { describe, expect, it } from 'vitest';
import { saoPauloCalendarDate } from '../calendar-date.js';
import {
  deliveredOn,
  isOrderDeadlineFilter,
  matchesDeadlineFilter,
  ORDER_DEADLINE_FILTERS,
  type OrderDeadlineFacts,
  orderDeadline,
} from './deadline.js';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const TODAY = '2025-03-10';
const matching = (order: OrderDeadlineFacts, today = TODAY) =>
  ORDER_DEADLINE_FILTERS.filter((filter) => matchesDeadlineFilter(filter, order, today));

describe('matchesDeadlineFilter', () => {
  it.each<[string, OrderDeadlineFacts, string[]]>([
    ['open, due yesterday', { deadline: '2025-03-09', deliveredAt: null, status: 3 }, ['delayed']],
    ['open, due today', { deadline: TODAY, deliveredAt: null, status: 4 }, ['today']],
    ['open, due tomorrow', { deadline: '2025-03-11', deliveredAt: null, status: 2 }, []],
    [
      'still awaiting its invoice, due yesterday',
      { deadline: '2025-03-09', deliveredAt: null, status: 1 },
      ['delayed'],
    ],
    ['returning, due yesterday', { deadline: '2025-03-09', deliveredAt: null, status: 7 }, ['delayed']],
    ['cancelled is never late', { deadline: '2025-03-01', deliveredAt: null, status: 9 }, []],
    ['returned is never late', { deadline: '2025-03-01', deliveredAt: null, status: 14 }, []],
    ['cancelled, due today', { deadline: TODAY, deliveredAt: null, status: 9 }, []],
    ['delivered without a date counts nowhere', { deadline: '2025-03-01', deliveredAt: null, status: 5 }, []],
    ['no deadline', { deadline: null, deliveredAt: null, status: 3 }, []],
    ['no deadline, delivered', { deadline: null, deliveredAt: '2025-03-05T12:00:00Z', status: 5 }, []],
    [
      'delivered the day before',
      { deadline: '2025-03-06', deliveredAt: '2025-03-05T12:00:00Z', status: 5 },
      ['delivered_early'],
    ],
    [
      'delivered on the deadline day',
      { deadline: '2025-03-05', deliveredAt: '2025-03-05T12:00:00Z', status: 5 },
      ['delivered_early'],
    ],
    // 23:59 in São Paulo is already the next day in UTC.
    [
      'delivered at 23:59 of the deadline day',
      { deadline: '2025-03-05', deliveredAt: '2025-03-06T02:59:00Z', status: 5 },
      ['delivered_early'],
    ],
    [
      'delivered at 00:00 the day after',
      { deadline: '2025-03-05', deliveredAt: '2025-03-06T03:00:00Z', status: 5 },
      ['delivered_late'],
    ],
    [
      'delivered late, as a Date',
      { deadline: '2025-03-05', deliveredAt: new Date('2025-03-07T15:00:00Z'), status: 5 },
      ['delivered_late'],
    ],
    [
      'delivered today, due today',
      { deadline: TODAY, deliveredAt: '2025-03-10T13:00:00Z', status: 5 },
      ['delivered_early'],
    ],
  ])('%s → %j', (_case, order, filters) => expect(matching(order)).toEqual(filters));

  it('turns "today" into "delayed" at midnight in São Paulo, not in UTC', () => {
    const order: OrderDeadlineFacts = { deadline: '2025-03-10', deliveredAt: null, status: 3 };
    const lastMinute = saoPauloCalendarDate(new Date('2025-03-11T02:59:00Z')); // 10/03 23:59 in São Paulo
    const midnight = saoPauloCalendarDate(new Date('2025-03-11T03:00:00Z')); // 11/03 00:00 in São Paulo
    expect(lastMinute).toBe('2025-03-10');
    expect(matching(order, lastMinute)).toEqual(['today']);
    expect(matching(order, midnight)).toEqual(['delayed']);
  });

  it('rejects a malformed deadline', () => {
    const order: OrderDeadlineFacts = { deadline: '10/03/2025', deliveredAt: null, status: 3 };
    expect(() => matchesDeadlineFilter('delayed', order, TODAY)).toThrow(RangeError);
  });
});

describe('isOrderDeadlineFilter', () => {
  it.each([
    ['delayed', true],
    ['today', true],
    ['delivered_early', true],
    ['delivered_late', true],
    ['d1', false], // a pickup deadline filter
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => expect(isOrderDeadlineFilter(value)).toBe(expected));
});

describe('orderDeadline', () => {
  it.each([
    ['2025-03-10T12:00:00Z', 3, '2025-03-13'], // Monday + 3
    ['2025-03-15T02:59:00Z', 1, '2025-03-17'], // Friday 23:59 in São Paulo → Monday
    ['2025-03-15T03:00:00Z', 1, '2025-03-18'], // Saturday 00:00 in São Paulo rolls to Monday, then + 1
    ['2025-04-17T12:00:00Z', 1, '2025-04-22'], // across Good Friday and Tiradentes
    ['2025-03-10T12:00:00Z', 0, '2025-03-10'],
  ])('created %s, %i business days → %s', (createdAt, days, deadline) =>
    expect(orderDeadline(createdAt, days)).toBe(deadline),
  );
});

describe('deliveredOn', () => {
  it.each([
    [null, null],
    ['2025-03-06T02:59:00Z', '2025-03-05'],
    ['2025-03-06T03:00:00Z', '2025-03-06'],
  ])('%j → %j', (deliveredAt, day) => expect(deliveredOn({ deliveredAt })).toBe(day));
});
