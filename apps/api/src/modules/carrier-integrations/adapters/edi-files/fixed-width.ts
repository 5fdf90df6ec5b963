import type { FieldSpan } from '../../connectors/edi-proceda/ocoren-layout.js';

/** One field of a record: text (left-aligned, space-padded) or a number (zero-padded, implicit decimals). */
export type Cell =
  { span: FieldSpan; text: string | null | undefined } | { span: FieldSpan; number: number; decimals?: number };

export interface RecordOptions {
  /** Fold accents and drop anything outside printable ASCII (PROCEDA's files are ASCII by default). */
  ascii: boolean;
}

/** 'São Paulo – Centro' → 'Sao Paulo - Centro': accents folded, other non-ASCII characters dropped. */
export function asciiText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\x20-\x7e]/g, '');
}

/**
 * A fixed-width record: `length` spaces with the id at 1–3 and each cell at its 1-based inclusive
 * span. Text longer than its span is cut; a number that does not fit its span is a RangeError (a
 * value too big for the layout must not be written wrong silently).
 */
export function fixedRecord(length: number, id: string, cells: readonly Cell[], options: RecordOptions): string {
  const line = id.padEnd(length, ' ').split('');
  for (const cell of cells) {
    const [first, last] = cell.span;
    const width = last - first + 1;
    let value: string;
    if ('number' in cell) {
      const scaled = Math.round(cell.number * 10 ** (cell.decimals ?? 0));
      value = String(Math.max(0, scaled)).padStart(width, '0');
      if (value.length > width)
        throw new RangeError(`${cell.number} não cabe em ${width} posições (${first}–${last}).`);
    } else {
      const raw = (cell.text ?? '').replace(/[\r\n]+/g, ' ');
      value = (options.ascii ? asciiText(raw) : raw).slice(0, width).padEnd(width, ' ');
    }
    for (let i = 0; i < width; i += 1) line[first - 1 + i] = value[i]!;
  }
  return line.join('');
}
