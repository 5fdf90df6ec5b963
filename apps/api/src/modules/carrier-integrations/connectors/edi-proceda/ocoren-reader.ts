import { field, OCOREN_31, OCOREN_50_DOCUMENT_RECORD, type OcorenLayout } from './ocoren-layout.js';
import { saoPauloToUtcMs } from '../carrier-time.js';
import { decoded, isGzipError, ProcedaFileError, type ProcedaInput, textLines } from './proceda-lines.js';

/** One 342 line, read and checked; numbers without their zero padding. */
export interface OcorenOccurrence {
  /** CNPJ of the NF's issuer (the shipper). */
  cnpj: string;
  /** Série of the NF ('1', or letters as written), '' when blank. */
  serie: string;
  /** Número of the NF, without leading zeros. */
  number: string;
  /** The carrier's occurrence code as written ('01', 'A1'). */
  code: string;
  /** ISO instant (UTC) of DDMMAAAA HHMM read in America/Sao_Paulo. */
  occurred_at: string;
  /** 'DDMMAAAAHHMM' as written: part of the event's identity. */
  written_at: string;
  /** Observation code (01 recusa total, 02 recusa parcial, 03 entrega por acordo) or ''. */
  observation: string;
  /** Free text, trimmed. */
  text: string;
}

export type OcorenLine =
  | { kind: 'occurrence'; line: number; occurrence: OcorenOccurrence }
  | { kind: 'carrier'; line: number; cnpj: string; name: string }
  /** A record read and passed over (340 document header, 343 CT of 3.1). */
  | { kind: 'other'; line: number }
  /** A line that cannot be read: its pt-BR reason; the rest of the file is read on. */
  | { kind: 'refused'; line: number; reason: string }
  /** The file as a whole is not one this reader takes (5.0, not an OCOREN): nothing after it. */
  | { kind: 'file-refused'; reason: string };

export interface OcorenReaderOptions {
  /** Layouts of other versions by their document record id (e.g. a partner's '540'); 5.0 is refused without one. */
  layouts?: Readonly<Record<string, OcorenLayout>>;
}

const HEADER = '000';

/** A stream of the file's bytes (an upload, a request body), or chunks in memory. */
export type OcorenInput = ProcedaInput;

const digits = (value: string) => value.trim();
const unpadded = (value: string) => value.replace(/^0+(?=.)/, '');

/**
 * Reads a PROCEDA OCOREN file as it streams (never whole in memory): 3.0/3.1 records of 120
 * characters, tolerant of short lines (padded), LF or CRLF, ISO-8859-1, ASCII or UTF-8. The
 * version is told by the document record (340 or 540); a 5.0 file is refused unless its layout is
 * given. Each line answers one result; a bad line has its reason and the next lines are read on.
 */
export async function* readOcoren(input: ProcedaInput, options: OcorenReaderOptions = {}): AsyncGenerator<OcorenLine> {
  let layout: OcorenLayout | null = null;
  let number = 0;
  let seenAny = false;
  try {
    for await (const raw of textLines(input, 'O arquivo não é texto em linhas: não parece um OCOREN.')) {
      number += 1;
      const line = decoded(raw);
      if (line.trim() === '') continue;
      const id = line.slice(0, 3);
      if (!seenAny) {
        seenAny = true;
        if (!/^(000|34\d|54\d)$/.test(id)) {
          yield {
            kind: 'file-refused',
            reason: `O arquivo não é um OCOREN PROCEDA: a linha ${number} começa por '${id.replace(/[^\x20-\x7e]/g, '?')}', e não pelo registro 000, 340 ou 540.`,
          };
          return;
        }
      }
      if (id === HEADER) continue;
      if (!layout) {
        const found = layoutOf(id, options);
        if (typeof found === 'string') {
          yield { kind: 'file-refused', reason: found };
          return;
        }
        layout = found;
      }
      yield readRecord(layout, id, line, number);
    }
  } catch (error) {
    if (!(error instanceof ProcedaFileError) && !isGzipError(error)) throw error;
    yield {
      kind: 'file-refused',
      reason: error instanceof ProcedaFileError ? error.message : 'Arquivo .gz corrompido.',
    };
  }
}

/** The layout the first record after the header stands for, or why the file is refused. */
function layoutOf(id: string, options: OcorenReaderOptions): OcorenLayout | string {
  const given = Object.values(options.layouts ?? {}).find(
    (candidate) => candidate.documentRecord === id || candidate.occurrenceRecord === id,
  );
  if (given) return given;
  if (id.startsWith('3')) return OCOREN_31;
  if (id === OCOREN_50_DOCUMENT_RECORD || id.startsWith('5'))
    return 'OCOREN 5.0 (registros 540/542) não é aceito: o leiaute 5.0 varia entre transportadoras. Peça à transportadora o arquivo no leiaute PROCEDA 3.0 ou 3.1 (registros 340/341/342, 120 posições).';
  return `Registro '${id}' não é de um OCOREN PROCEDA.`;
}

function readRecord(layout: OcorenLayout, id: string, line: string, number: number): OcorenLine {
  const record = line.padEnd(layout.recordLength, ' ');
  if (id === layout.occurrenceRecord) return readOccurrence(layout, record, line.length, number);
  if (id === layout.carrierRecord)
    return {
      kind: 'carrier',
      line: number,
      cnpj: digits(field(record, layout.carrier.cnpj)),
      name: field(record, layout.carrier.name).trim(),
    };
  if (id === layout.documentRecord || layout.otherRecords.includes(id)) return { kind: 'other', line: number };
  return { kind: 'refused', line: number, reason: `registro '${id}' desconhecido no OCOREN ${layout.version}.` };
}

function readOccurrence(layout: OcorenLayout, record: string, length: number, line: number): OcorenLine {
  const at = layout.occurrence;
  const refused = (reason: string): OcorenLine => ({ kind: 'refused', line, reason });
  if (length < at.time[1])
    return refused(
      `registro ${layout.occurrenceRecord} com ${length} caracteres: faltam campos até a hora da ocorrência (posição ${at.time[1]}).`,
    );
  const cnpj = digits(field(record, at.cnpj));
  if (!/^\d{14}$/.test(cnpj)) return refused(`CNPJ do emissor da NF inválido: '${cnpj}'.`);
  const number = digits(field(record, at.number));
  if (!/^\d+$/.test(number) || /^0+$/.test(number)) return refused(`número da NF inválido: '${number}'.`);
  const code = field(record, at.code).trim();
  if (code === '') return refused('código de ocorrência em branco.');
  const date = field(record, at.date);
  const time = field(record, at.time).trim() || '0000';
  const occurred = instantOf(date, time);
  if (!occurred) return refused(`data e hora da ocorrência inválidas: '${date} ${time}' (esperado DDMMAAAA HHMM).`);
  const serie = field(record, at.serie).trim();
  return {
    kind: 'occurrence',
    line,
    occurrence: {
      cnpj,
      serie: /^\d+$/.test(serie) ? unpadded(serie) : serie,
      number: unpadded(number),
      code,
      occurred_at: occurred.toISOString(),
      written_at: `${date}${time}`,
      observation: field(record, at.observation).trim(),
      text: field(record, at.text).trim().replace(/\s+/g, ' '),
    },
  };
}

function instantOf(date: string, time: string): Date | null {
  if (!/^\d{8}$/.test(date) || !/^\d{4}$/.test(time)) return null;
  const [day, month, year, hour, minute] = [
    +date.slice(0, 2),
    +date.slice(2, 4),
    +date.slice(4),
    +time.slice(0, 2),
    +time.slice(2),
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return new Date(saoPauloToUtcMs(year, month, day, hour, minute));
}
