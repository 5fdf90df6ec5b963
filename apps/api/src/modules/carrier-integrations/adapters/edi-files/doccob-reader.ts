import type { FieldSpan } from '../../connectors/edi-proceda/ocoren-layout.js';
import {
  decoded,
  isGzipError,
  ProcedaFileError,
  type ProcedaInput,
  textLines,
} from '../../connectors/edi-proceda/proceda-lines.js';
import { dayAt, numberAt, textAt, unpadded } from './proceda-fields.js';

/**
 * DOCCOB 3.0 (PROCEDA): the carrier's freight bill, 170-character records (CARRIERS.md §4.3, P3
 * `FelipeKarah/PHPProceda` V30/Doccob.php offsets as 1-based spans). P3 gives the 353 freight 14
 * characters and skips the next one; the value is read as 15 (13 digits and 2 decimals), like
 * every other value of the layout (31.h4.5).
 */
export const DOCCOB_RECORD_LENGTH = 170;

const BILL = {
  branch: [4, 13],
  series: [15, 17],
  number: [18, 27],
  issued: [28, 35],
  due: [36, 43],
  amount: [44, 58],
  action: [167, 167],
} as const satisfies Record<string, FieldSpan>;

const CT = {
  branch: [4, 13],
  series: [14, 18],
  number: [19, 30],
  freight: [31, 45],
  issued: [46, 53],
  senderCnpj: [54, 67],
  recipientCnpj: [68, 81],
  carrierCnpj: [82, 95],
} as const satisfies Record<string, FieldSpan>;

export interface DoccobBill {
  branch: string;
  series: string;
  number: string;
  issued_on: string | null;
  due_on: string | null;
  amount: number;
  /** I incluir, E excluir. */
  action: string;
}

export interface DoccobCt {
  series: string;
  number: string;
  freight: number;
  issued_on: string | null;
  /** '' when blank or cut. */
  sender_cnpj: string;
  /** The CT's emitter (a branch of the carrier), '' when blank. */
  carrier_cnpj: string;
}

export type DoccobLine =
  | { kind: 'carrier'; line: number; cnpj: string; name: string }
  | { kind: 'bill'; line: number; bill: DoccobBill }
  /** A CT the last bill charges. */
  | { kind: 'ct'; line: number; ct: DoccobCt }
  | { kind: 'refused'; line: number; reason: string }
  | { kind: 'file-refused'; reason: string };

/**
 * Reads a DOCCOB 3.0 file: LF or CRLF, ISO-8859-1/ASCII/UTF-8, gzip, short lines padded. Each 352
 * opens a bill and the 353 after it are its CT; a bad line answers its reason and the rest is read on.
 */
export async function* readDoccob(input: ProcedaInput): AsyncGenerator<DoccobLine> {
  let number = 0;
  let started = false;
  let bill = false;
  try {
    for await (const raw of textLines(input, 'O arquivo não é texto em linhas: não parece um DOCCOB.')) {
      number += 1;
      const line = decoded(raw);
      if (line.trim() === '') continue;
      const id = line.slice(0, 3);
      if (!started && id !== '000' && id !== '350') {
        yield {
          kind: 'file-refused',
          reason: `O arquivo não é um DOCCOB PROCEDA: a linha ${number} começa por '${id.replace(/[^\x20-\x7e]/g, '?')}', e não pelo registro 000 ou 350.`,
        };
        return;
      }
      started = true;
      const record = line.padEnd(DOCCOB_RECORD_LENGTH, ' ');
      const refused = (reason: string): DoccobLine => ({ kind: 'refused', line: number, reason });
      switch (id) {
        case '000':
        case '350':
        case '354':
        case '355':
          continue;
        case '351':
          yield { kind: 'carrier', line: number, cnpj: textAt(record, [4, 17]), name: textAt(record, [18, 57]) };
          continue;
        case '352': {
          const read = readBill(record, line.length);
          bill = typeof read !== 'string';
          yield typeof read === 'string' ? refused(read) : { kind: 'bill', line: number, bill: read };
          continue;
        }
        case '353': {
          if (!bill) {
            yield refused('CT sem uma fatura (registro 352) válida antes dele.');
            continue;
          }
          const read = readCt(record, line.length);
          yield typeof read === 'string' ? refused(read) : { kind: 'ct', line: number, ct: read };
          continue;
        }
        default:
          yield refused(`registro '${id}' desconhecido no DOCCOB 3.0.`);
      }
    }
  } catch (error) {
    if (!(error instanceof ProcedaFileError) && !isGzipError(error)) throw error;
    yield {
      kind: 'file-refused',
      reason: error instanceof ProcedaFileError ? error.message : 'Arquivo .gz corrompido.',
    };
  }
}

function readBill(record: string, length: number): DoccobBill | string {
  if (length < BILL.amount[1])
    return `registro 352 com ${length} caracteres: faltam campos até o valor da fatura (posição ${BILL.amount[1]}).`;
  const number = textAt(record, BILL.number);
  if (!/^\d+$/.test(number) || /^0+$/.test(number)) return `número da fatura inválido: '${number}'.`;
  const amount = numberAt(record, BILL.amount);
  if (amount === null) return `fatura ${unpadded(number)}: valor inválido '${textAt(record, BILL.amount)}'.`;
  return {
    branch: textAt(record, BILL.branch),
    series: unpadded(textAt(record, BILL.series)),
    number: unpadded(number),
    issued_on: dayAt(record, BILL.issued),
    due_on: dayAt(record, BILL.due),
    amount,
    action: textAt(record, BILL.action) || 'I',
  };
}

function readCt(record: string, length: number): DoccobCt | string {
  if (length < CT.freight[1])
    return `registro 353 com ${length} caracteres: faltam campos até o valor do frete (posição ${CT.freight[1]}).`;
  const number = textAt(record, CT.number);
  if (!/^\d+$/.test(number) || /^0+$/.test(number)) return `número do CT inválido: '${number}'.`;
  const freight = numberAt(record, CT.freight);
  if (freight === null) return `CT ${unpadded(number)}: valor do frete inválido '${textAt(record, CT.freight)}'.`;
  const cnpj = (span: FieldSpan) => {
    const value = textAt(record, span);
    return /^[0-9A-Z]{14}$/.test(value) ? value : '';
  };
  return {
    series: unpadded(textAt(record, CT.series)),
    number: unpadded(number),
    freight,
    issued_on: dayAt(record, CT.issued),
    sender_cnpj: cnpj(CT.senderCnpj),
    carrier_cnpj: cnpj(CT.carrierCnpj),
  };
}
