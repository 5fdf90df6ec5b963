import {
  BRAZIL_STATES,
  DomainError,
  type FreightRoute,
  onlyDigits,
  parseBrazilianNumber,
  type TollBasis,
} from '@despacho/domain';
import { parse } from 'csv-parse/sync';
import { csvText } from '../../../platform/csv/spreadsheet-csv.js';

/** Reads a version-3 freight table (docs/freight-table-format.md) into sorted routes, or says exactly what is wrong. */

const MAX_ROWS = 50_000;
const BAND = /^ate_(\d+(?:[.,]\d+)?)kg$/;
const KNOWN = new Set([
  'cep_inicial',
  'cep_final',
  'uf',
  'regiao',
  'prazo',
  'excedente_kg',
  'gris_percentual',
  'gris_minimo',
  'gris_limite',
  'gris_percentual_acima',
  'adv_percentual',
  'adv_minimo',
  'pedagio',
  'pedagio_base',
  'tde_percentual',
  'tde_minimo',
  'tdc',
  'taxa_coleta',
  'icms_percentual',
]);
const REQUIRED = ['cep_inicial', 'cep_final', 'uf', 'prazo'];
const STATES = new Set<string>(BRAZIL_STATES);
/** The file's toll basis words (pt-BR) mapped to the engine's. */
export const TOLL_BASIS: Record<string, TollBasis | undefined> = { cte: 'shipment', fracao_100kg: 'fraction_100kg' };

const normalize = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

class Row {
  constructor(
    readonly line: number,
    private readonly cells: Record<string, string>,
  ) {}

  fail(column: string, message: string): never {
    throw new DomainError('invalid', `Linha ${this.line}, coluna "${column}": ${message}`);
  }

  text(column: string): string {
    return (this.cells[column] ?? '').trim();
  }

  cep(column: string): number {
    const raw = this.text(column);
    const digits = onlyDigits(raw);
    if (digits.length !== 8 || !/^[\d.\s-]+$/.test(raw)) this.fail(column, `"${raw}" não é um CEP de 8 dígitos.`);
    return Number(digits);
  }

  /** An optional non-negative number (empty = 0); percent columns are capped at 100. */
  number(column: string, { percent = false } = {}): number {
    const raw = this.text(column);
    if (raw === '') return 0;
    const value = parseBrazilianNumber(raw);
    if (!Number.isFinite(value)) this.fail(column, `"${raw}" não é um número.`);
    if (value < 0) this.fail(column, `o valor não pode ser negativo (${raw}).`);
    if (percent && value > 100) this.fail(column, `percentual acima de 100 (${raw}).`);
    return value;
  }
}

function readRows(content: string): { headers: string[]; records: string[][] } {
  const firstLine = content.slice(0, content.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const [headers = [], ...records] = parse(content, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
    return { headers: headers.map(normalize), records };
  } catch (error) {
    const { lines } = error as { lines?: number };
    throw new DomainError(
      'invalid',
      `Arquivo CSV inválido${lines ? ` na linha ${lines}` : ''}: verifique aspas e separadores.`,
    );
  }
}

function bandLimits(headers: string[]): { column: string; upToKg: number }[] {
  const bands = headers.flatMap((column) => {
    const match = BAND.exec(column);
    return match ? [{ column, upToKg: parseBrazilianNumber(match[1]) }] : [];
  });
  if (bands.length === 0)
    throw new DomainError('invalid', 'Cabeçalho: inclua ao menos uma faixa de peso, como "ate_10kg".');
  bands.forEach((band, i) => {
    if (!(band.upToKg > 0) || (i > 0 && band.upToKg <= bands[i - 1].upToKg)) {
      throw new DomainError(
        'invalid',
        `Cabeçalho, coluna "${band.column}": as faixas de peso devem crescer da esquerda para a direita.`,
      );
    }
  });
  return bands;
}

function checkHeaders(headers: string[]): void {
  for (const column of REQUIRED)
    if (!headers.includes(column)) throw new DomainError('invalid', `Cabeçalho: falta a coluna "${column}".`);
  const unknown = headers.find((column) => !KNOWN.has(column) && !BAND.test(column));
  if (unknown !== undefined) throw new DomainError('invalid', `Cabeçalho: coluna desconhecida "${unknown}".`);
  const repeated = headers.find((column, i) => headers.indexOf(column) !== i);
  if (repeated) throw new DomainError('invalid', `Cabeçalho: a coluna "${repeated}" aparece duas vezes.`);
}

function routeOf(row: Row, bands: { column: string; upToKg: number }[]): FreightRoute {
  const zipFrom = row.cep('cep_inicial');
  const zipTo = row.cep('cep_final');
  if (zipFrom > zipTo) row.fail('cep_final', 'o CEP final é menor que o inicial.');
  const state = row.text('uf').toUpperCase();
  if (!STATES.has(state)) row.fail('uf', `"${row.text('uf')}" não é uma UF brasileira.`);
  const deadline = row.number('prazo');
  if (row.text('prazo') === '' || !Number.isInteger(deadline) || deadline > 365)
    row.fail('prazo', 'informe o prazo em dias úteis, de 0 a 365.');
  const priced = bands.flatMap(({ column, upToKg }) => {
    if (row.text(column) === '') return [];
    const price = row.number(column);
    if (price <= 0) row.fail(column, 'o preço da faixa deve ser maior que zero.');
    return [{ upToKg, price }];
  });
  if (priced.length === 0) row.fail(bands[0].column, 'informe o preço de ao menos uma faixa de peso.');
  const basis = TOLL_BASIS[row.text('pedagio_base').toLowerCase() || 'cte'];
  if (!basis) row.fail('pedagio_base', 'use "cte" ou "fracao_100kg".');
  return {
    zipFrom,
    zipTo,
    state,
    region: csvText(row.text('regiao')) || state,
    deadlineDays: deadline,
    bands: priced,
    excessKgPrice: row.number('excedente_kg'),
    gris: {
      percent: row.number('gris_percentual', { percent: true }),
      min: row.number('gris_minimo'),
      threshold: row.number('gris_limite'),
      percentAbove: row.number('gris_percentual_acima', { percent: true }),
    },
    adv: { percent: row.number('adv_percentual', { percent: true }), min: row.number('adv_minimo') },
    toll: { value: row.number('pedagio'), basis },
    tde: { percent: row.number('tde_percentual', { percent: true }), min: row.number('tde_minimo') },
    tdc: row.number('tdc'),
    pickupFee: row.number('taxa_coleta'),
    icmsPercent: row.number('icms_percentual', { percent: true }),
  };
}

export function parseFreightTableCsv(content: string): FreightRoute[] {
  const { headers, records } = readRows(content);
  checkHeaders(headers);
  const bands = bandLimits(headers);
  if (records.length === 0) throw new DomainError('invalid', 'O arquivo não tem nenhuma faixa de CEP.');
  if (records.length > MAX_ROWS)
    throw new DomainError('invalid', `O arquivo tem ${records.length} linhas; o máximo é ${MAX_ROWS}.`);
  const routes = records.map((cells, i) => {
    const line = i + 2;
    if (cells.length !== headers.length) {
      throw new DomainError(
        'invalid',
        `Linha ${line}: esperadas ${headers.length} colunas, encontradas ${cells.length}.`,
      );
    }
    const row = new Row(line, Object.fromEntries(headers.map((h, j) => [h, cells[j]])));
    return { line, route: routeOf(row, bands) };
  });
  routes.sort((a, b) => a.route.zipFrom - b.route.zipFrom);
  for (let i = 1; i < routes.length; i++) {
    const [previous, current] = [routes[i - 1], routes[i]];
    if (current.route.zipFrom <= previous.route.zipTo) {
      const [first, second] = [previous, current].sort((a, b) => a.line - b.line);
      const r = second.route;
      throw new DomainError(
        'invalid',
        `Linha ${second.line}: a faixa de CEP ${String(r.zipFrom).padStart(8, '0')}–${String(r.zipTo).padStart(8, '0')} se sobrepõe à da linha ${first.line}.`,
      );
    }
  }
  return routes.map((r) => r.route);
}
