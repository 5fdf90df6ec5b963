import { describe, expect, it } from 'vitest';
import { doccobFile } from './doccob-file-builder.js';
import { type DoccobLine, readDoccob } from './doccob-reader.js';

const CARRIER = { cnpj: '44555666000177', name: 'TRANSPORTADORA EDI LTDA' };
const SHIPPER = '11222333000181';
const file = doccobFile({
  carrier: CARRIER,
  bills: [
    {
      number: 9001,
      issued: '28112026',
      due: '15122026',
      amount: 65.9,
      ctes: [
        { number: 501, freight: 45.9, issued: '27112026', sender_cnpj: SHIPPER, carrier_cnpj: CARRIER.cnpj },
        { series: '2', number: 777, freight: 20, issued: '27112026', sender_cnpj: SHIPPER, carrier_cnpj: '' },
      ],
    },
  ],
});

const read = async (text: string): Promise<DoccobLine[]> => {
  const lines: DoccobLine[] = [];
  for await (const line of readDoccob([Buffer.from(text, 'latin1')])) lines.push(line);
  return lines;
};

describe('readDoccob (DOCCOB 3.0, 170 positions)', () => {
  it('writes 170-character records with the fields at P3 offsets', () => {
    const lines = file.split('\r\n').filter(Boolean);
    expect(lines.every((line) => line.length === 170)).toBe(true);
    const [bill, ct] = [lines[3]!, lines[4]!];
    expect(bill.slice(14, 17)).toBe('1  ');
    expect(bill.slice(17, 27)).toBe('0000009001');
    expect(bill.slice(27, 35)).toBe('28112026');
    expect(bill.slice(35, 43)).toBe('15122026');
    expect(bill.slice(43, 58)).toBe('000000000006590');
    expect(ct.slice(18, 30)).toBe('000000000501');
    expect(ct.slice(30, 45)).toBe('000000000004590');
    expect(ct.slice(45, 53)).toBe('27112026');
    expect(ct.slice(53, 67)).toBe(SHIPPER);
    expect(ct.slice(81, 95)).toBe(CARRIER.cnpj);
  });

  it('reads the carrier, the bill and the CT it charges', async () => {
    expect(await read(file)).toEqual([
      { kind: 'carrier', line: 3, cnpj: CARRIER.cnpj, name: CARRIER.name },
      {
        kind: 'bill',
        line: 4,
        bill: {
          branch: 'MATRIZ',
          series: '1',
          number: '9001',
          issued_on: '2026-11-28',
          due_on: '2026-12-15',
          amount: 65.9,
          action: 'I',
        },
      },
      {
        kind: 'ct',
        line: 5,
        ct: {
          series: '1',
          number: '501',
          freight: 45.9,
          issued_on: '2026-11-27',
          sender_cnpj: SHIPPER,
          carrier_cnpj: CARRIER.cnpj,
        },
      },
      {
        kind: 'ct',
        line: 6,
        ct: expect.objectContaining({ series: '2', number: '777', freight: 20, carrier_cnpj: '' }),
      },
    ]);
  });

  it('is tolerant: LF-only, a short 353 padded, bad lines with their reasons, a non-DOCCOB refused', async () => {
    const lines = file.split('\r\n').filter(Boolean);
    const text = [
      ...lines.slice(0, 4),
      lines[4]!.slice(0, 60),
      lines[4]!.slice(0, 40),
      '353' + ' '.repeat(167),
      '399',
      lines[5]!,
    ].join('\n');
    const read1 = await read(text);
    expect(read1.slice(2).map((l) => (l.kind === 'refused' ? `${l.line}: ${l.reason}` : `${l.kind}`))).toEqual([
      'ct',
      '6: registro 353 com 40 caracteres: faltam campos até o valor do frete (posição 45).',
      "7: número do CT inválido: ''.",
      "8: registro '399' desconhecido no DOCCOB 3.0.",
      'ct',
    ]);
    expect(read1[2]).toMatchObject({ kind: 'ct', ct: { number: '501', issued_on: '2026-11-27', sender_cnpj: '' } });
    // A CT before any bill has no bill to belong to.
    expect((await read([lines[0], lines[4]].join('\r\n')))[0]).toEqual({
      kind: 'refused',
      line: 2,
      reason: 'CT sem uma fatura (registro 352) válida antes dele.',
    });
    expect(await read('%PDF-1.4')).toEqual([
      {
        kind: 'file-refused',
        reason: "O arquivo não é um DOCCOB PROCEDA: a linha 1 começa por '%PD', e não pelo registro 000 ou 350.",
      },
    ]);
  });
});
