/** What makes a spreadsheet read a cell as a formula (OWASP, CSV injection): =, +, -, @, tab, CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number as the exports write it ('-12', '-1.234,56', '-0.5'): read as a number, never as a formula. */
const NUMBER = /^-?\d[\d.,]*$/;

/** The prefix that makes a spreadsheet show a text cell as text (OWASP's CSV injection guidance). */
const TEXT_PREFIX = "'";

/**
 * Every CSV the application writes goes through here. A text cell that a spreadsheet would run as
 * a formula gets a leading ' (numbers, negative ones included, are left alone); a cell is quoted
 * only when it must be (';', quotes or line breaks inside).
 */
export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value !== 'number' && FORMULA_START.test(raw) && !NUMBER.test(raw) ? TEXT_PREFIX + raw : raw;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell of a file the application wrote, read back by an import: without the prefix csvCell added. */
export const csvText = (cell: string) =>
  cell.startsWith(TEXT_PREFIX) && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** Money and measures with a decimal comma, as Brazilian spreadsheets read them. */
export const decimalComma = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

/** ';'-separated lines of cells (csvCell), header first. */
export function csvLines(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [header.join(';')];
  for (const row of rows) lines.push(row.map(csvCell).join(';'));
  return `${lines.join('\n')}\n`;
}

/** csvLines with a UTF-8 BOM, so Excel in pt-BR opens accents and columns right. */
export const spreadsheetCsv = (header: readonly string[], rows: Iterable<readonly unknown[]>) =>
  `\uFEFF${csvLines(header, rows)}`;
