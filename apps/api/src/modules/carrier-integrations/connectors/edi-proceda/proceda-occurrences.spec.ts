import { describe, expect, it } from 'vitest';
import { PROCEDA_CODES, procedaMeaning } from './proceda-occurrences.js';

describe('PROCEDA occurrence table', () => {
  it('has the 100 codes 00–99', () => {
    expect(PROCEDA_CODES).toHaveLength(100);
    expect(PROCEDA_CODES[0]).toBe('00');
    expect(PROCEDA_CODES[99]).toBe('99');
  });

  it.each([
    ['01', 'delivered', null],
    ['24', 'delivered', null],
    ['06', 'failed_attempt', 'address'],
    ['77', 'failed_attempt', 'address'],
    ['21', 'failed_attempt', 'absent'],
    ['46', 'failed_attempt', 'absent'],
    ['19', 'failed_attempt', 'other'],
    ['03', 'exception', 'refused'],
    ['88', 'exception', 'refused'],
    ['14', 'exception', 'damage'],
    ['79', 'exception', 'damage'],
    ['23', 'exception', 'loss'],
    ['27', 'exception', 'loss'],
    ['25', 'returned', null],
    ['26', 'exception', 'fiscal_hold'],
    ['85', 'exception', 'fiscal_hold'],
    ['00', 'in_transit', null],
    ['98', 'in_transit', null],
    ['29', 'awaiting_pickup', null],
    ['50', 'exception', 'other'],
    ['99', 'exception', 'other'],
  ])('maps %s to %s (%s)', (code, state, problem) => {
    expect(procedaMeaning(code)).toMatchObject({ state, problem, unknown_code: false });
  });

  it('reads a one-digit code as its two-digit one, and flags codes outside the table', () => {
    expect(procedaMeaning('1 ').description).toBe('Entrega realizada normalmente');
    expect(procedaMeaning('A1')).toEqual({
      state: 'exception',
      problem: 'other',
      description: 'Ocorrência desconhecida (código A1)',
      unknown_code: true,
    });
  });
});
