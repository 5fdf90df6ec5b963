import { correiosCheckDigit } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { correiosMeaning } from './correios-codes.js';
import { CorreiosConnector } from './correios.connector.js';
import { CorreiosTokenCache } from './correios-token-cache.js';

describe('Correios SRO codes (CARRIERS.md §1.5)', () => {
  it.each([
    ['PO/01', 'posted', null],
    ['PO/09', 'posted', null],
    ['RO/01', 'in_transit', null],
    ['DO/01', 'in_transit', null],
    ['OEC/01', 'out_for_delivery', null],
    ['BDE/01', 'delivered', null],
    ['BDI/01', 'delivered', null],
    ['BDR/01', 'delivered', null],
    ['LDI/14', 'awaiting_pickup', null],
    ['BDE/20', 'failed_attempt', 'absent'],
    ['BDE/23', 'returned', null],
    ['BDR/51', 'exception', 'loss'],
    ['FC/11', 'returning', null],
  ])('%s → %s (%s)', (code, state, problem) => {
    expect(correiosMeaning(code)).toEqual({ state, problem, unknown: false });
  });

  it('an unknown pair is kept: in transit, or an exception for an unknown baixa; always flagged', () => {
    expect(correiosMeaning('XYZ/01')).toEqual({ state: 'in_transit', problem: null, unknown: true });
    expect(correiosMeaning('BDE/77')).toEqual({ state: 'exception', problem: 'other', unknown: true });
  });
});

describe('Correios object codes', () => {
  const connector = new CorreiosConnector();
  const serial = '12345678';

  it('accepts a code whose check digit is right, in any case', () => {
    expect(connector.validateKey(`AA${serial}${correiosCheckDigit(serial)}BR`)).toBeNull();
    expect(connector.validateKey('aa123456785br')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(connector.validateKey('AA123456780BR')).toBe(
      'Código de rastreio dos Correios com dígito verificador errado.',
    );
    expect(connector.validateKey('123')).toMatch(/^Código de rastreio dos Correios inválido/);
  });
});

describe('CorreiosTokenCache', () => {
  it('keeps a token until its renewal time and shares one request among concurrent callers', async () => {
    let now = 0;
    const cache = new CorreiosTokenCache(() => now);
    let issued = 0;
    const issue = async () => ({ token: `t${++issued}`, renewAt: 1000, cartao: null, contrato: null });
    const [a, b] = await Promise.all([cache.get('k', issue), cache.get('k', issue)]);
    expect([a.token, b.token, issued]).toEqual(['t1', 't1', 1]);
    now = 999;
    expect((await cache.get('k', issue)).token).toBe('t1');
    now = 1000;
    expect((await cache.get('k', issue)).token).toBe('t2');
    cache.forget('k', 't2');
    expect((await cache.get('k', issue)).token).toBe('t3');
  });

  it('keys by a hash, never by the access code itself', () => {
    expect(CorreiosTokenCache.keyOf('url', 'user', 'segredo')).not.toContain('segredo');
  });
});
