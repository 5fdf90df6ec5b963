import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ocorenEvent, ocorenEventKey } from './ocoren-event.js';
import { ocorenFile, ocorenOccurrenceLine } from './ocoren-file-builder.js';
import { type OcorenLine, readOcoren } from './ocoren-reader.js';

const SHIPPER = '12345678000195';
const delivered = {
  cnpj: SHIPPER,
  serie: '1',
  number: 4321,
  code: '01',
  date: '15032025',
  time: '1430',
  text: 'RECEBIDO POR JOAO',
};

async function read(content: string | Buffer): Promise<OcorenLine[]> {
  const lines: OcorenLine[] = [];
  // Chunks of 7 bytes: a line cut across chunks reads the same.
  const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
  }
  for await (const line of readOcoren(chunks())) lines.push(line);
  return lines;
}
const occurrences = (lines: OcorenLine[]) => lines.flatMap((l) => (l.kind === 'occurrence' ? [l] : []));

describe('readOcoren (PROCEDA 3.0/3.1)', () => {
  it('reads a CRLF file: the carrier, each 342 with its NF, code, text and São Paulo time in UTC', async () => {
    const lines = await read(
      ocorenFile({ occurrences: [delivered, { ...delivered, code: '06', time: '0905', text: '' }] }),
    );
    expect(lines.find((l) => l.kind === 'carrier')).toMatchObject({
      line: 3,
      cnpj: '11222333000181',
      name: 'TRANSPORTADORA TESTE LTDA',
    });
    expect(occurrences(lines)).toEqual([
      {
        kind: 'occurrence',
        line: 4,
        occurrence: {
          cnpj: SHIPPER,
          serie: '1',
          number: '4321',
          code: '01',
          occurred_at: '2025-03-15T17:30:00.000Z',
          written_at: '150320251430',
          observation: '',
          text: 'RECEBIDO POR JOAO',
        },
      },
      expect.objectContaining({
        line: 5,
        occurrence: expect.objectContaining({ code: '06', occurred_at: '2025-03-15T12:05:00.000Z' }),
      }),
    ]);
  });

  it('reads São Paulo summer time (before 2019) as UTC-2', async () => {
    const [line] = occurrences(
      await read(ocorenFile({ occurrences: [{ ...delivered, date: '15012018', time: '1000' }] })),
    );
    expect(line.occurrence.occurred_at).toBe('2018-01-15T12:00:00.000Z');
  });

  it('takes LF-only endings, a short line (free text cut) and a last line without an ending', async () => {
    const lf = ocorenFile({ occurrences: [delivered, { ...delivered, code: '98' }], eol: '\n' });
    const short = ocorenOccurrenceLine({ ...delivered, code: '46' }).slice(0, 50);
    const lines = await read(`${lf}${short}`);
    expect(occurrences(lines).map((l) => [l.line, l.occurrence.code, l.occurrence.text])).toEqual([
      [4, '01', 'RECEBIDO POR JOAO'],
      [5, '98', 'RECEBIDO POR JOAO'],
      [6, '46', 'RECEBI'],
    ]);
    expect(lines.filter((l) => l.kind === 'refused')).toEqual([]);
  });

  it('gives a reason per malformed line and reads on', async () => {
    const good = ocorenOccurrenceLine(delivered);
    const file = [
      ocorenFile({ occurrences: [] }).trimEnd(),
      good.slice(0, 30),
      good.replace(SHIPPER, '1234567800019X'),
      good.replace('15032025', '31022025'),
      good.replace('00004321', '00000000'),
      `${good.slice(0, 28)}  ${good.slice(30)}`,
      '399 QUALQUER COISA',
      good,
    ].join('\r\n');
    const lines = await read(file);
    expect(lines.filter((l) => l.kind === 'refused')).toEqual([
      {
        kind: 'refused',
        line: 4,
        reason: 'registro 342 com 30 caracteres: faltam campos até a hora da ocorrência (posição 42).',
      },
      { kind: 'refused', line: 5, reason: "CNPJ do emissor da NF inválido: '1234567800019X'." },
      {
        kind: 'refused',
        line: 6,
        reason: "data e hora da ocorrência inválidas: '31022025 1430' (esperado DDMMAAAA HHMM).",
      },
      { kind: 'refused', line: 7, reason: "número da NF inválido: '00000000'." },
      { kind: 'refused', line: 8, reason: 'código de ocorrência em branco.' },
      { kind: 'refused', line: 9, reason: "registro '399' desconhecido no OCOREN 3.1." },
    ]);
    expect(occurrences(lines).map((l) => l.line)).toEqual([10]);
  });

  it('keeps an unknown alphanumeric code: exception, flagged, never a crash', async () => {
    const [line] = occurrences(
      await read(ocorenFile({ occurrences: [{ ...delivered, code: 'A1', text: 'SITUACAO NOVA' }] })),
    );
    expect(ocorenEvent(line.occurrence, '4321')).toMatchObject({
      state: 'exception',
      problem: 'other',
      code: 'A1',
      description: 'Ocorrência desconhecida (código A1) — SITUACAO NOVA',
      unknown_code: true,
      source: 'EDI',
    });
  });

  it('refuses a 5.0 file (540 records) with its reason, and a file that is no OCOREN', async () => {
    expect(await read(ocorenFile({ version: '5.0', occurrences: [delivered] }))).toEqual([
      { kind: 'file-refused', reason: expect.stringMatching(/^OCOREN 5\.0 \(registros 540\/542\) não é aceito/) },
    ]);
    expect(await read('<?xml version="1.0"?><nfeProc/>')).toEqual([
      {
        kind: 'file-refused',
        reason: "O arquivo não é um OCOREN PROCEDA: a linha 1 começa por '<?x', e não pelo registro 000, 340 ou 540.",
      },
    ]);
  });

  it('reads a 5.0 file when its layout is given', async () => {
    const file = ocorenFile({ version: '5.0', occurrences: [delivered] });
    const layout = {
      ...(await import('./ocoren-layout.js')).OCOREN_31,
      version: '5.0',
      documentRecord: '540',
      carrierRecord: '541',
      occurrenceRecord: '542',
      otherRecords: [],
    };
    const lines: OcorenLine[] = [];
    for await (const line of readOcoren([Buffer.from(file)], { layouts: { '540': layout } })) lines.push(line);
    expect(occurrences(lines).map((l) => l.occurrence.code)).toEqual(['01']);
  });

  it('reads ISO-8859-1 and UTF-8 accents, and gzip files', async () => {
    const latin = ocorenFile({ occurrences: [{ ...delivered, text: 'ENTREGUE NO PORTÃO' }] });
    const [iso] = occurrences(await read(Buffer.from(latin, 'latin1')));
    const [utf8] = occurrences(await read(Buffer.from(latin, 'utf8')));
    const [gz] = occurrences(await read(gzipSync(Buffer.from(latin, 'latin1'))));
    expect([iso, utf8, gz].map((l) => l.occurrence.text)).toEqual(Array(3).fill('ENTREGUE NO PORTÃO'));
  });

  it('gives duplicate 342 lines one key, and the NF with another série or time another one', async () => {
    const lines = occurrences(
      await read(
        ocorenFile({
          occurrences: [
            delivered,
            { ...delivered, text: 'OUTRO TEXTO' },
            { ...delivered, serie: '001' },
            { ...delivered, serie: '2' },
            { ...delivered, time: '1431' },
          ],
        }),
      ),
    );
    const keys = lines.map((l) => ocorenEventKey(l.occurrence));
    expect(keys[0]).toBe(`proceda:${SHIPPER}:1:4321:01:150320251430`);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys).size).toBe(3);
  });
});
