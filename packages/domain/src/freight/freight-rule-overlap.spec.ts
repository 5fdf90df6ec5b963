import { describe, expect, it } from 'vitest';
import { freightRule } from './freight-fixtures.spec-helper.js';
import type { FreightRule } from './freight-rule.js';
import { overlappingRules } from './freight-rule-overlap.js';

function rule(id: string, over: Partial<FreightRule> = {}, zip: [number, number] = [1000000, 1999999]): FreightRule {
  return freightRule([{ zipFrom: zip[0], zipTo: zip[1], value: 5 }], { id, name: `Regra ${id}`, ...over });
}

const names = (rules: FreightRule[]) => rules.map((r) => r.name);

describe('overlappingRules', () => {
  const saved = rule('a', { channelId: 1, carrierId: 'jadlog', startAt: '2026-03-01', endAt: '2026-03-31' });

  it('finds an enabled rule of the same destination, channel, carrier and validity', () => {
    expect(names(overlappingRules(saved, [rule('b', { channelId: 1, carrierId: 'jadlog' })]))).toEqual(['Regra b']);
  });

  it('ignores the saved rule itself', () => {
    expect(overlappingRules(saved, [saved])).toEqual([]);
  });

  it('needs the destination ranges to meet, touching ends included', () => {
    expect(overlappingRules(saved, [rule('b', {}, [2000000, 2999999])])).toEqual([]);
    expect(names(overlappingRules(saved, [rule('b', {}, [1999999, 2999999])]))).toEqual(['Regra b']);
  });

  it('needs the same channel, an all-channels rule meeting every channel', () => {
    expect(overlappingRules(saved, [rule('b', { channelId: 2 })])).toEqual([]);
    expect(names(overlappingRules(saved, [rule('b', { channelId: null })]))).toEqual(['Regra b']);
  });

  it('needs the same carrier, an all-carriers rule meeting every carrier', () => {
    expect(overlappingRules(saved, [rule('b', { carrierId: 'azul' })])).toEqual([]);
    expect(names(overlappingRules(saved, [rule('b', { carrierId: null })]))).toEqual(['Regra b']);
  });

  it('needs the same CD', () => {
    expect(
      overlappingRules(rule('a', { distributionCenterId: 'cd1' }), [rule('b', { distributionCenterId: 'cd2' })]),
    ).toEqual([]);
  });

  it('needs the validities to meet', () => {
    expect(overlappingRules(saved, [rule('b', { startAt: '2026-04-01' })])).toEqual([]);
    expect(overlappingRules(saved, [rule('b', { startAt: '2026-01-01', endAt: '2026-02-28' })])).toEqual([]);
    expect(names(overlappingRules(saved, [rule('b', { startAt: '2026-03-31' })]))).toEqual(['Regra b']);
  });

  it('ignores disabled rules, and a disabled saved rule overlaps nothing', () => {
    expect(overlappingRules(saved, [rule('b', { enabled: false })])).toEqual([]);
    expect(overlappingRules({ ...saved, enabled: false }, [rule('b')])).toEqual([]);
  });
});
