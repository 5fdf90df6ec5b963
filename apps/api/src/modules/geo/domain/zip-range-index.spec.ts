import { describe, expect, it } from 'vitest';
import { parseCep } from './cep.js';
import { foldName } from './fold-name.js';
import { mergeRanges, ZipRangeIndex } from './zip-range-index.js';

describe('ZipRangeIndex', () => {
  const index = new ZipRangeIndex([
    { from: 100, to: 199, value: 'A' },
    { from: 300, to: 399, value: 'B' },
    { from: 300, to: 349, value: 'B-narrow' },
    { from: 500, to: 599, value: 'C' },
    { from: 500, to: 599, value: 'D' },
  ]);

  it.each([
    [99, null],
    [100, 'A'],
    [199, 'A'],
    [200, null],
    [300, 'B-narrow'],
    [349, 'B-narrow'],
    [350, 'B'],
    [399, 'B'],
    [500, 'C'], // same width: the first given wins
    [600, null],
  ])('%i → %s', (zip, expected) => expect(index.find(zip)).toBe(expected));

  it('lets the caller break ties between identical ranges', () => {
    const preferD = new ZipRangeIndex(
      [
        { from: 500, to: 599, value: 'C' },
        { from: 500, to: 599, value: 'D' },
      ],
      (a, b) => Number(a !== 'D') - Number(b !== 'D'),
    );
    expect(preferD.find(550)).toBe('D');
    expect(preferD.segments).toBe(1);
  });

  it('merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        { from: 10, to: 20 },
        { from: 0, to: 5 },
        { from: 21, to: 30 },
        { from: 12, to: 15 },
      ]),
    ).toEqual([
      { from: 0, to: 5 },
      { from: 10, to: 30 },
    ]);
  });
});

describe('parseCep', () => {
  it.each([
    ['01310100', '01310100'],
    ['01310-100', '01310100'],
    ['01.310-100', '01310100'],
    [' 01310-100 ', '01310100'],
    ['1310100', null],
    ['013101000', null],
    ['0131a100', null],
    ['01310 100', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => expect(parseCep(value)).toBe(expected));
});

describe('foldName', () => {
  it('ignores accents, case, apostrophe variants and extra spaces', () => {
    expect(foldName('  São   Paulo ')).toBe('sao paulo');
    expect(foldName("Estrela D'Oeste")).toBe(foldName('estrela d’oeste'));
  });
});
