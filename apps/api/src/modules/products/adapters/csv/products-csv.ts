import { csvCell, csvText } from '../../../../platform/csv/spreadsheet-csv.js';
import { parse } from 'csv-parse/sync';
import type { VolumeData } from '../../events/product-events.js';

/** The columns of docs/products-csv.md, in order: the download writes them, the import reads them. */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'titulo',
  'preco',
  'cd',
  'prazo_expedicao',
  'largura_cm',
  'altura_cm',
  'comprimento_cm',
  'peso_kg',
  'quantidade',
  'volumes_extras',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

const REQUIRED: ProductCsvColumn[] = [
  'sku',
  'titulo',
  'preco',
  'largura_cm',
  'altura_cm',
  'comprimento_cm',
  'peso_kg',
  'quantidade',
];

/** A problem with the whole file (encoding, quotes, header): nothing is imported. */
export class ProductCsvFileError extends Error {}

export interface ProductCsvRow {
  /** Spreadsheet row number: the header is row 1. */
  line: number;
  cells: Record<ProductCsvColumn, string>;
}

/** 'Preço' → 'preco', ' Largura_CM ' → 'largura_cm'. */
const normalize = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Signatures of files people rename to .csv: a spreadsheet saved as .xlsx (a zip), an old .xls, a PDF. */
const NOT_CSV: [Buffer, string][] = [
  [Buffer.from('PK\x03\x04', 'latin1'), 'é um arquivo compactado (ZIP ou planilha .xlsx)'],
  [Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'é uma planilha do Excel (.xls)'],
  [Buffer.from('%PDF', 'latin1'), 'é um PDF'],
];

/**
 * Excel in Brazil often saves CSV as Windows-1252; anything that is not valid UTF-8 is read as that.
 * A binary file (or a NUL character, which no text field may hold) is refused before it is read.
 */
function decode(content: Buffer): string {
  const kind = NOT_CSV.find(([signature]) => content.subarray(0, signature.length).equals(signature));
  if (kind)
    throw new ProductCsvFileError(
      `O arquivo ${kind[1]}, não um CSV: salve a planilha como CSV (separado por ';') e envie de novo.`,
    );
  if (content.includes(0))
    throw new ProductCsvFileError(
      'O arquivo não é um CSV de texto: ele contém caracteres binários (NUL). Salve a planilha como CSV e envie de novo.',
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

function columnsOf(header: string[]): (ProductCsvColumn | null)[] {
  const names = header.map(normalize);
  const unknown = names.filter((name) => name && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length)
    throw new ProductCsvFileError(
      `Coluna desconhecida no cabeçalho: ${unknown.join(', ')}. Colunas aceitas: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
    );
  const repeated = names.filter((name, i) => name && names.indexOf(name) !== i);
  if (repeated.length)
    throw new ProductCsvFileError(`Coluna repetida no cabeçalho: ${[...new Set(repeated)].join(', ')}.`);
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length) throw new ProductCsvFileError(`Coluna obrigatória ausente no cabeçalho: ${missing.join(', ')}.`);
  return names.map((name) => (name ? (name as ProductCsvColumn) : null));
}

/** Reads the file: ';' separated (',' when the header has no ';'), header first, one product per row. */
export function readProductCsv(content: Buffer): ProductCsvRow[] {
  const text = decode(content);
  const headerEnd = text.indexOf('\n');
  const firstLine = headerEnd === -1 ? text : text.slice(0, headerEnd);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With info: true each record comes as {record, info}; the library's types do not say so.
    records = parse(text, {
      delimiter: firstLine.includes(';') ? ';' : ',',
      bom: true,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ProductCsvFileError(
      `O arquivo não é um CSV válido${line ? ` (linha ${line})` : ''}: confira as aspas e o separador ';'.`,
    );
  }
  if (records.length === 0) throw new ProductCsvFileError('O arquivo está vazio.');
  const columns = columnsOf(records[0].record);
  const rows = records.slice(1).map(({ record, info }) => {
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as Record<
      ProductCsvColumn,
      string
    >;
    record.forEach((value, i) => {
      const column = columns[i];
      // A download neutralised formula-like texts ('=…' → "'=…"): imported back, they are the same product.
      if (column) cells[column] = csvText(value);
    });
    // info.lines is where the record ends; a quoted cell may span several lines.
    const line = info.lines - record.join('').split('\n').length + 1;
    return { line, cells };
  });
  if (rows.length === 0) throw new ProductCsvFileError('O arquivo não tem nenhuma linha de produto além do cabeçalho.');
  return rows;
}

/** The product as the download needs it: measures in metres, as stored. */
export interface ProductCsvSource extends VolumeData {
  reference: string;
  description: string;
  price: number;
  center_reference: string | null;
  expedition_time: number;
  property: VolumeData[];
}

const decimal = (value: number, digits: number, fixed = false) =>
  value.toLocaleString('pt-BR', {
    useGrouping: false,
    maximumFractionDigits: digits,
    minimumFractionDigits: fixed ? digits : 0,
  });
const cm = (metres: number) => decimal(metres * 100, 2);

/** Extra volumes as 'largura x altura x comprimento x peso x quantidade' (cm, kg), separated by '|'. */
export const formatExtraVolumes = (volumes: VolumeData[]) =>
  volumes.map((v) => [cm(v.width), cm(v.height), cm(v.length), decimal(v.weight, 3), v.quantity].join('x')).join('|');

/** The company's products in the import format (';', pt-BR numbers, cm), so a download can be edited and imported back. */
export function productsCsv(products: ProductCsvSource[]): string {
  const lines = products.map((p) =>
    [
      p.reference,
      p.description,
      decimal(p.price, 2, true),
      p.center_reference ?? '',
      String(p.expedition_time),
      cm(p.width),
      cm(p.height),
      cm(p.length),
      decimal(p.weight, 3),
      String(p.quantity),
      formatExtraVolumes(p.property),
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[PRODUCT_CSV_COLUMNS.join(';'), ...lines].join('\n')}\n`;
}
