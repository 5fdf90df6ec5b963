import { describe, expect, it } from 'vitest';
import { sswCodeOf, sswMeaning } from './ssw-codes.js';

describe('SSW occurrences (CARRIERS.md §3.3, not PROCEDA’s table)', () => {
  it.each([
    ['01', 'delivered', null],
    ['03', 'returned', null],
    ['31', 'failed_attempt', 'other'], // a delivery attempt here, an indemnity in PROCEDA
    ['33', 'failed_attempt', 'other'],
    ['38', 'exception', 'refused'],
    ['61', 'exception', 'fiscal_hold'],
    ['80', 'posted', null],
    ['84', 'in_transit', null],
    ['95', 'out_for_delivery', null],
  ])('%s → %s (%s)', (code, state, problem) => {
    expect(sswMeaning(code)).toEqual({ state, problem, unknown: false });
  });

  it('unknown codes are kept and flagged: finalizing ones as exceptions, others in transit', () => {
    expect(sswMeaning('53')).toEqual({ state: 'exception', problem: 'other', unknown: true });
    expect(sswMeaning('77')).toEqual({ state: 'in_transit', problem: null, unknown: true });
  });

  it('reads the code at the end of the occurrence text', () => {
    expect(sswCodeOf('MERCADORIA ENTREGUE (01)')).toBe('01');
    expect(sswCodeOf('CHEGADA NA UNIDADE (084) ')).toBe('084');
    expect(sswCodeOf('SEM CODIGO')).toBeNull();
  });
});
