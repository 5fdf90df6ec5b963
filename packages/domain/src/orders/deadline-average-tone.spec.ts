import { describe, expect, it } from 'vitest';
import { deadlineAverageTone } from './deadline-average-tone.js';

describe('deadlineAverageTone', () => {
  it('is green up to 3 days, red from 7, neutral between', () => {
    expect([0, 2.9, 3, 3.1, 6.9, 7, 12].map(deadlineAverageTone)).toEqual([
      'green',
      'green',
      'green',
      'neutral',
      'neutral',
      'red',
      'red',
    ]);
  });
});
