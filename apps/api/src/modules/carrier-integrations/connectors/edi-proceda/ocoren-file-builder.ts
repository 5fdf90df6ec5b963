/** One 342 line to write: the NF (issuer CNPJ, série, número), the code and São Paulo's wall-clock time. */
export interface OcorenLineSpec {
  cnpj: string;
  serie?: string;
  number: string | number;
  code: string;
  /** DDMMAAAA */
  date: string;
  /** HHMM */
  time: string;
  observation?: string;
  text?: string;
}

export interface OcorenFileSpec {
  carrier?: { cnpj: string; name: string };
  /** Any iterable: the bench's 100,000 lines are made one at a time. */
  occurrences: Iterable<OcorenLineSpec>;
  /** CRLF by default (CARRIERS.md §4); LF-only files are written too, as some carriers do. */
  eol?: '\r\n' | '\n';
  /** '5.0' writes 540/541/542 records, to check that such a file is refused. */
  version?: '3.1' | '5.0';
}

const text = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const num = (value: string | number, width: number) => String(value).padStart(width, '0').slice(-width);

/** A 342 record of 120 characters (OCOREN 3.1 positions). */
export function ocorenOccurrenceLine(line: OcorenLineSpec, id = '342'): string {
  return (
    id +
    num(line.cnpj, 14) +
    text(line.serie ?? '1', 3) +
    num(line.number, 8) +
    text(line.code, 2) +
    line.date +
    line.time +
    text(line.observation ?? '', 2) +
    text(line.text ?? '', 70)
  ).padEnd(120, ' ');
}

/**
 * Writes an OCOREN file as a carrier would (tests and the bench): header 000, 340, 341, one 342 per
 * occurrence. Use ocorenLines() for files too big to hold as one string.
 */
export function ocorenFile(spec: OcorenFileSpec): string {
  return [...ocorenLines(spec)].join('');
}

/** The file's lines one at a time, each with its line ending. */
export function* ocorenLines(spec: OcorenFileSpec): Generator<string> {
  const eol = spec.eol ?? '\r\n';
  const five = spec.version === '5.0';
  const carrier = spec.carrier ?? { cnpj: '11222333000181', name: 'TRANSPORTADORA TESTE LTDA' };
  yield `000${text('DESPACHO TESTE', 35)}${text('EMBARCADOR', 35)}0111262359OCO01112359  `.padEnd(120, ' ') + eol;
  yield `${five ? '540' : '340'}OCORR011123591`.padEnd(120, ' ') + eol;
  yield `${five ? '541' : '341'}${num(carrier.cnpj, 14)}${text(carrier.name, 40)}`.padEnd(120, ' ') + eol;
  for (const line of spec.occurrences) yield ocorenOccurrenceLine(line, five ? '542' : '342') + eol;
}
