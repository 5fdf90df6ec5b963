import { describe, expect, it } from 'vitest';
import { cepCheckDigit, correiosDataMatrix, ownMatrix } from './correios-datamatrix.js';

describe('cepCheckDigit (CARRIERS.md §1.7)', () => {
  it('is the distance from the digit sum to the next multiple of 10', () => {
    // 0+1+3+1+0+2+0+0 = 7 → 3
    expect(cepCheckDigit('01310-200')).toBe(3);
    // 2+2+2+7+0+0+0+0 = 13 → 7
    expect(cepCheckDigit('22270000')).toBe(7);
  });

  it('is 0 when the sum is already a multiple of 10 (not the old php-sigep 10)', () => {
    // 1+9+0+0+0+0+0+0 = 10
    expect(cepCheckDigit('19000000')).toBe(0);
  });
});

describe('correiosDataMatrix', () => {
  const input = {
    recipient: { zip: '01310-200', number: '1578', phone: '(11) 98765-4321' },
    sender: { zip: '22270000', number: 's/n' },
    tracking_code: 'AA123456785BR',
    additional_services: ['25', '01'],
    posting_card: '67599079',
    service_code: '3220',
    declared_value: 150.9,
    message: 'Pedido PED-1',
  };

  it('puts every field at its place and width, in php-sigep order', () => {
    const text = correiosDataMatrix(input);
    const fields = [
      ['01310200', 'CEP destino'],
      ['01578', 'nº destino'],
      ['22270000', 'CEP origem'],
      ['00000', 'nº origem (s/n)'],
      ['3', 'DV do CEP destino'],
      ['51', 'literal'],
      ['AA123456785BR', 'objeto'],
      ['250100000000', 'serviços adicionais'],
      ['0067599079', 'cartão'],
      ['03220', 'serviço'],
      ['01', 'literal'],
      ['01578', 'nº destino'],
      ['00150', 'valor declarado'],
      ['011987654321', 'telefone'],
      ['-00.000000-00.000000', 'latitude/longitude'],
      ['|', 'separador'],
      ['Pedido PED-1'.padEnd(30, ' '), 'mensagem'],
    ];
    let at = 0;
    for (const [value, name] of fields) {
      expect(text.slice(at, at + value.length), name).toBe(value);
      at += value.length;
    }
    expect(text).toHaveLength(at);
  });

  it('cuts a long message at 30 characters and pads a missing one', () => {
    expect(correiosDataMatrix({ ...input, message: 'x'.repeat(40) }).endsWith(`|${'x'.repeat(30)}`)).toBe(true);
    expect(correiosDataMatrix({ ...input, message: undefined }).endsWith(`|${' '.repeat(30)}`)).toBe(true);
  });
});

describe('ownMatrix', () => {
  it('joins tracking code, CEP digits and NF-e key', () => {
    expect(ownMatrix('PED-1', '01310-200', null)).toBe('PED-1|01310200|');
    expect(ownMatrix('123', '01310200', '3'.repeat(44))).toBe(`123|01310200|${'3'.repeat(44)}`);
  });
});
