import { describe, expect, it } from 'vitest';
import {
  ALERT_FILTER_QUERY_VALUES,
  ALERT_TYPE,
  ALERT_TYPE_LABELS,
  occurrenceCodeDescription,
  ANY_ALERT_FILTER,
  ANY_ALERT_QUERY,
  alertTypeOfOccurrence,
  isAlertFilter,
  isCollectedOccurrence,
  isShownInTimeline,
  matchesAlertFilter,
  type AlertFilter,
  type AlertType,
} from './occurrence-alerts.js';

describe('alertTypeOfOccurrence', () => {
  it.each([
    ['178', 1, 'total damage → Avaria'],
    [179, 1, 'partial damage → Avaria'],
    [' 123 ', 2, 'loss → Extravio'],
    ['126', 3, 'held goods → Mercadoria Retida'],
    ['202', null, 'collected raises no alert'],
    ['1780', null, 'only whole codes match'],
    ['', null, 'an empty code raises none'],
    [null, null, 'no code raises none'],
  ])('%j → %s (%s)', (code, type, _why) => expect(alertTypeOfOccurrence(code)).toBe(type));

  it('labels the four alert types', () =>
    expect(ALERT_TYPE_LABELS).toEqual({ 1: 'Avaria', 2: 'Extravio', 3: 'Mercadoria Retida', 4: 'Outros' }));
});

describe('alerts filter', () => {
  it.each<[AlertFilter, AlertType[], boolean]>([
    [99, [], false],
    [99, [4], true],
    [2, [1], false],
    [2, [1, 2], true],
    [4, [4], true],
  ])('%i over %j → %s', (filter, types, expected) => expect(matchesAlertFilter(filter, types)).toBe(expected));

  it.each([
    [1, true],
    [4, true],
    [99, true],
    [5, false],
    [0, false],
    ['1', false],
  ])('isAlertFilter(%j) → %s', (value, expected) => expect(isAlertFilter(value)).toBe(expected));
});

describe('tracking codes', () => {
  it.each([
    ['200', false],
    [201, false],
    ['202', true],
    ['', true],
    [null, true],
  ])('isShownInTimeline(%j) → %s', (code, expected) => expect(isShownInTimeline(code)).toBe(expected));

  it.each([
    ['202', true],
    [202, true],
    ['200', false],
    [null, false],
  ])('isCollectedOccurrence(%j) → %s', (code, expected) => expect(isCollectedOccurrence(code)).toBe(expected));
});

describe('the alerts filter in a query string', () => {
  it('lists every alert type and the any-alert value, each a valid filter', () => {
    expect(ALERT_FILTER_QUERY_VALUES).toEqual([...Object.values(ALERT_TYPE), ANY_ALERT_FILTER].map(String));
    expect(ALERT_FILTER_QUERY_VALUES.every((value) => isAlertFilter(Number(value)))).toBe(true);
    expect(ANY_ALERT_QUERY).toBe('99');
  });
});

describe('occurrenceCodeDescription', () => {
  it("names §9's codes, as text or numbers, and no other", () => {
    expect([178, '179', ' 123 ', '126'].map(occurrenceCodeDescription)).toEqual([
      'Avaria total',
      'Avaria parcial',
      'Extravio',
      'Mercadoria retida',
    ]);
    expect(occurrenceCodeDescription('202')).toBeNull();
    expect(occurrenceCodeDescription(null)).toBeNull();
  });
});
