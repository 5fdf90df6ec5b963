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
 * CONEMB 3.1 (PROCEDA): the CT the carrier issued for the shipper's NFs and their freight
 * (CARRIERS.md §4.3). Positions of P2 `hfoletto/edi-proceda` ConhecimentoEmbarcado.php as 1-based
 * spans; P2 prints the total at offset 36, which overlaps the date and weight: it is read at 47–61,
 * where P3 `FelipeKarah/PHPProceda` V31 (offset 46) and the field order put it.
 */
const CT = {
  branch: [4, 13],
  series: [14, 18],
  number: [19, 30],
  issued: [31, 38],
  condition: [39, 39],
  weight: [40, 46],
  total: [47, 61],
  icmsBase: [62, 76],
  icmsRate: [77, 80],
  icms: [81, 95],
  taxSubstitution: [201, 201],
  carrierCnpj: [205, 218],
  shipperCnpj: [219, 232],
  action: [673, 673],
  type: [674, 674],
  key: [681, 724],
} as const satisfies Record<string, FieldSpan>;

/** The freight components of a 322, under names the CT-e dictionary maps (docs/audit.md). */
const COMPONENTS: readonly [string, FieldSpan][] = [
  ['FRETE PESO', [96, 110]],
  ['FRETE VALOR', [111, 125]],
  ['SEC/CAT', [126, 140]],
  ['ITR', [141, 155]],
  ['DESPACHO', [156, 170]],
  ['PEDAGIO', [171, 185]],
  ['ADEME', [186, 200]],
];

/** Up to 40 NFs from 233: série (3) + número (8) each. */
const FIRST_NF = 233;
const NF_WIDTH = 11;
const NF_COUNT = 40;
/** A 322 must reach its first NF; anything after is padded. */
const MIN_CT_LENGTH = FIRST_NF + NF_WIDTH - 1;
/** P2's variant carries the CT-e key and protocol after 680; P3's ends at 680 (ids 020–023). */
const RECORD_LENGTH = 739;

export interface ConembCt {
  branch: string;
  series: string;
  number: string;
  /** YYYY-MM-DD */
  issued_on: string;
  /** C CIF (the shipper pays), F FOB. */
  freight_condition: 'C' | 'F' | null;
  weight_kg: number;
  total: number;
  icms: { base: number; rate: number; value: number; tax_substitution: boolean } | null;
  components: { name: string; value: number }[];
  carrier_cnpj: string;
  shipper_cnpj: string;
  nfs: { series: string; number: string }[];
  /** I incluir, C complementar (E excluir is refused). */
  action: string;
  /** N normal, C complementar, D devolução… as written. */
  type: string;
  /** The CT-e key (P2's variant), or null. */
  key: string | null;
}

export type ConembLine =
  | { kind: 'carrier'; line: number; cnpj: string; name: string }
  | { kind: 'ct'; line: number; ct: ConembCt }
  | { kind: 'refused'; line: number; reason: string }
  | { kind: 'file-refused'; reason: string };

/**
 * Reads a CONEMB file: LF or CRLF, ISO-8859-1/ASCII/UTF-8, gzip, short lines padded. Each 322 (or
 * 022) answers one CT or the reason it is unreadable; the next lines are read on. A file that does
 * not start with 000/320/020 is refused as a whole.
 */
export async function* readConemb(input: ProcedaInput): AsyncGenerator<ConembLine> {
  let number = 0;
  /** 32x (P2, CONEMB 3.1) or 02x (P3's 680-character 3.1): the same fields under other ids. */
  let family: '3' | '0' | null = null;
  try {
    for await (const raw of textLines(input, 'O arquivo não é texto em linhas: não parece um CONEMB.')) {
      number += 1;
      const line = decoded(raw);
      if (line.trim() === '') continue;
      const id = line.slice(0, 3);
      if (id === '000') continue;
      if (family === null) {
        if (id !== '320' && id !== '020') {
          yield {
            kind: 'file-refused',
            reason: `O arquivo não é um CONEMB PROCEDA: a linha ${number} começa por '${id.replace(/[^\x20-\x7e]/g, '?')}', e não pelo registro 000, 320 ou 020.`,
          };
          return;
        }
        family = id[0] as '3' | '0';
      }
      if (!/^\d{3}$/.test(id) || id[0] !== family || id[1] !== '2') {
        yield { kind: 'refused', line: number, reason: `registro '${id}' desconhecido no CONEMB.` };
        continue;
      }
      const kind = id.slice(1);
      const record = line.padEnd(RECORD_LENGTH, ' ');
      if (kind === '21')
        yield { kind: 'carrier', line: number, cnpj: textAt(record, [4, 17]), name: textAt(record, [18, 57]) };
      else if (kind === '22') yield readCt(record, line.length, number);
    }
  } catch (error) {
    if (!(error instanceof ProcedaFileError) && !isGzipError(error)) throw error;
    yield {
      kind: 'file-refused',
      reason: error instanceof ProcedaFileError ? error.message : 'Arquivo .gz corrompido.',
    };
  }
}

function readCt(record: string, length: number, line: number): ConembLine {
  const refused = (reason: string): ConembLine => ({ kind: 'refused', line, reason });
  if (length < MIN_CT_LENGTH)
    return refused(
      `registro com ${length} caracteres: faltam campos até a primeira nota fiscal (posição ${MIN_CT_LENGTH}).`,
    );
  const number = textAt(record, CT.number);
  if (!/^\d+$/.test(number) || /^0+$/.test(number)) return refused(`número do CT inválido: '${number}'.`);
  const ct = `CT ${unpadded(number)}`;
  const issued = dayAt(record, CT.issued);
  if (!issued) return refused(`${ct}: data de emissão inválida '${record.slice(30, 38)}' (esperado DDMMAAAA).`);
  const total = numberAt(record, CT.total);
  if (total === null) return refused(`${ct}: valor total do frete inválido '${textAt(record, CT.total)}'.`);
  const weight = numberAt(record, CT.weight) ?? 0;
  const carrier = textAt(record, CT.carrierCnpj);
  const shipper = textAt(record, CT.shipperCnpj);
  if (!/^[0-9A-Z]{14}$/.test(shipper)) return refused(`${ct}: CNPJ da embarcadora inválido '${shipper}'.`);
  const action = textAt(record, CT.action) || 'I';
  if (action === 'E') return refused(`${ct}: a transportadora excluiu este conhecimento (ação E); nada importado.`);
  const nfs: ConembCt['nfs'] = [];
  for (let i = 0; i < NF_COUNT; i += 1) {
    const start = FIRST_NF + i * NF_WIDTH;
    const nfNumber = textAt(record, [start + 3, start + 10]);
    if (/^\d+$/.test(nfNumber) && !/^0+$/.test(nfNumber))
      nfs.push({ series: unpadded(textAt(record, [start, start + 2])), number: unpadded(nfNumber) });
  }
  if (nfs.length === 0) return refused(`${ct}: nenhuma nota fiscal nas posições 233–672.`);
  const icmsValue = numberAt(record, CT.icms) ?? 0;
  const key = textAt(record, CT.key);
  const condition = textAt(record, CT.condition);
  return {
    kind: 'ct',
    line,
    ct: {
      branch: textAt(record, CT.branch),
      series: unpadded(textAt(record, CT.series)),
      number: unpadded(number),
      issued_on: issued,
      freight_condition: condition === 'C' || condition === 'F' ? condition : null,
      weight_kg: weight,
      total,
      icms:
        icmsValue > 0
          ? {
              base: numberAt(record, CT.icmsBase) ?? 0,
              rate: numberAt(record, CT.icmsRate) ?? 0,
              value: icmsValue,
              tax_substitution: textAt(record, CT.taxSubstitution) === '1',
            }
          : null,
      components: COMPONENTS.flatMap(([name, span]) => {
        const value = numberAt(record, span) ?? 0;
        return value > 0 ? [{ name, value }] : [];
      }),
      carrier_cnpj: /^[0-9A-Z]{14}$/.test(carrier) ? carrier : '',
      shipper_cnpj: shipper,
      nfs,
      action,
      type: textAt(record, CT.type) || 'N',
      key: /^[0-9A-Z]{44}$/.test(key) ? key : null,
    },
  };
}
