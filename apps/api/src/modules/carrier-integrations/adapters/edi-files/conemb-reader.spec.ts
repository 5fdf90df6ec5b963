import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { conembCtLine, conembFile, type ConembCtSpec } from './conemb-file-builder.js';
import { type ConembLine, readConemb } from './conemb-reader.js';

const CARRIER = { cnpj: '11222333000181', name: 'TRANSPORTADORA TESTE LTDA' };
const KEY = '35261111222333000181570010000012341000012345';
const ct: ConembCtSpec = {
  series: '1',
  number: 1234,
  issued: '27112026',
  total: 45.9,
  weight: 12.5,
  components: { frete_peso: 30, frete_valor: 5.4, sec_cat: 2.5, pedagio: 3, despacho: 5 },
  icms: { base: 45.9, rate: 12, value: 5.51 },
  carrier_cnpj: CARRIER.cnpj,
  shipper_cnpj: '12345678000195',
  nfs: [
    { series: '1', number: 4321 },
    { series: '2', number: 77 },
  ],
  key: KEY,
};

const read = async (text: string | Buffer): Promise<ConembLine[]> => {
  const lines: ConembLine[] = [];
  for await (const line of readConemb([typeof text === 'string' ? Buffer.from(text, 'latin1') : text]))
    lines.push(line);
  return lines;
};

describe('readConemb (CONEMB 3.1)', () => {
  it('reads the carrier and each CT at P2 positions: number, date, weight, total, components, ICMS, NFs and the CT-e key', async () => {
    const lines = await read(conembFile({ carrier: CARRIER, cts: [ct] }));
    expect(lines).toEqual([
      { kind: 'carrier', line: 3, cnpj: CARRIER.cnpj, name: CARRIER.name },
      {
        kind: 'ct',
        line: 4,
        ct: {
          branch: 'MATRIZ',
          series: '1',
          number: '1234',
          issued_on: '2026-11-27',
          freight_condition: 'C',
          weight_kg: 12.5,
          total: 45.9,
          icms: { base: 45.9, rate: 12, value: 5.51, tax_substitution: false },
          components: [
            { name: 'FRETE PESO', value: 30 },
            { name: 'FRETE VALOR', value: 5.4 },
            { name: 'SEC/CAT', value: 2.5 },
            { name: 'DESPACHO', value: 5 },
            { name: 'PEDAGIO', value: 3 },
          ],
          carrier_cnpj: CARRIER.cnpj,
          shipper_cnpj: '12345678000195',
          nfs: [
            { series: '1', number: '4321' },
            { series: '2', number: '77' },
          ],
          action: 'I',
          type: 'N',
          key: KEY,
        },
      },
    ]);
  });

  it('places the fields where the layout says (0-based offsets of P2)', () => {
    const line = conembCtLine(ct);
    expect(line.length).toBe(739);
    expect(line.slice(18, 30)).toBe('000000001234');
    expect(line.slice(30, 38)).toBe('27112026');
    expect(line.slice(39, 46)).toBe('0001250');
    expect(line.slice(46, 61)).toBe('000000000004590');
    expect(line.slice(95, 110)).toBe('000000000003000');
    expect(line.slice(204, 218)).toBe(CARRIER.cnpj);
    expect(line.slice(218, 232)).toBe('12345678000195');
    expect(line.slice(232, 243)).toBe('00100004321');
    expect(line.slice(243, 254)).toBe('00200000077');
    expect(line.slice(672, 674)).toBe('IN');
    expect(line.slice(680, 724)).toBe(KEY);
  });

  it("reads P3's 680-character variant (020–023) without a key, LF-only, gzip and short lines", async () => {
    const file = conembFile({ carrier: CARRIER, cts: [ct], variant: '680', eol: '\n' });
    const [, got] = await read(gzipSync(Buffer.from(file, 'latin1')));
    expect(got).toMatchObject({
      kind: 'ct',
      ct: { number: '1234', key: null, nfs: [{ number: '4321' }, { number: '77' }] },
    });
    // A 322 cut right after its first NF is padded and read; one cut before it is refused with its line.
    const full = conembCtLine(ct);
    const lines = await read(['000', '320', full.slice(0, 243), full.slice(0, 200), ''].join('\r\n'));
    expect(lines[0]).toMatchObject({ kind: 'ct', ct: { number: '1234', nfs: [{ number: '4321' }], key: null } });
    expect(lines[1]).toEqual({
      kind: 'refused',
      line: 4,
      reason: 'registro com 200 caracteres: faltam campos até a primeira nota fiscal (posição 243).',
    });
  });

  it('answers each bad line with its reason and reads on; refuses a file that is not a CONEMB', async () => {
    const bad = (over: Partial<ConembCtSpec>) => conembCtLine({ ...ct, ...over });
    const text = [
      '000',
      '320',
      bad({ number: 0 }),
      bad({ issued: '31022026' }),
      bad({ action: 'E' }),
      bad({ nfs: [] }),
      '399 registro estranho',
      conembCtLine(ct),
    ].join('\r\n');
    const lines = await read(text);
    expect(lines.map((line) => (line.kind === 'refused' ? `${line.line}: ${line.reason}` : line.kind))).toEqual([
      "3: número do CT inválido: '000000000000'.",
      "4: CT 1234: data de emissão inválida '31022026' (esperado DDMMAAAA).",
      '5: CT 1234: a transportadora excluiu este conhecimento (ação E); nada importado.',
      '6: CT 1234: nenhuma nota fiscal nas posições 233–672.',
      "7: registro '399' desconhecido no CONEMB.",
      'ct',
    ]);
    expect(await read('<?xml version="1.0"?><cteProc/>')).toEqual([
      {
        kind: 'file-refused',
        reason: "O arquivo não é um CONEMB PROCEDA: a linha 1 começa por '<?x', e não pelo registro 000, 320 ou 020.",
      },
    ]);
  });
});
