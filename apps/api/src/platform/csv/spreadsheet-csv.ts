/** A cell quoted only when it must be: ';', quotes or line breaks inside. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Money and measures with a decimal comma, as Brazilian spreadsheets read them. */
export const decimalComma = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

/** ';'-separated lines with a UTF-8 BOM, so Excel in pt-BR opens accents and columns right. */
export function spreadsheetCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [header.join(';')];
  for (const row of rows) lines.push(row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\n')}\n`;
}
