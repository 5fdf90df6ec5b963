import { formatCep } from '@despacho/domain';
import type { LabelData, LabelParty } from './label-data.js';
import {
  addressLines,
  carrierLine,
  packageLine,
  printedInvoiceKey,
  printedTrackingCode,
  referenceLine,
} from './label-text.js';

/** 10 × 15 cm at 203 dpi (8 dots/mm, CARRIERS.md §6.1). */
const WIDTH = 800;
const HEIGHT = 1200;
const MARGIN = 40;

/**
 * Field data behind `^FH_`: '_', '^' and '~' become hex escapes, so no text a merchant typed can end a
 * field or start a command.
 */
function escape(text: string): string {
  return text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Font 0 is about half as wide as tall: cut a line that would not fit `width` dots. */
function fit(text: string, width: number, height: number): string {
  const max = Math.floor(width / (height * 0.52));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function text(x: number, y: number, height: number, value: string, width = WIDTH - 2 * MARGIN): string {
  return `^FO${x},${y}^A0N,${height},${height}^FH_^FD${escape(fit(value, width, height))}^FS`;
}

/** Lines of one size in a field block (`^FB`, `\&` between lines). */
function block(x: number, y: number, height: number, lines: string[], width = WIDTH - 2 * MARGIN): string {
  // Inside ^FB '\&' breaks the line and '\\' is read differently by printers and renderers: a typed
  // '\' (a typo in an address) prints as '/' (decision 31.h1.3).
  const data = lines.map((l) => escape(fit(l.replace(/\\/g, '/'), width, height))).join('\\&');
  return `^FO${x},${y}^A0N,${height},${height}^FB${width},${lines.length},4,L^FH_^FD${data}^FS`;
}

function rule(y: number): string {
  return `^FO20,${y}^GB${WIDTH - 40},3,3^FS`;
}

/**
 * Code 128 centred in the label (or at `at.x`), as wide as the label (or `at.maxWidth`) allows at a whole module width (1–3 dots). An
 * all-digit even-length value is encoded in subset C (`>;`), half the width; '>' in other data is
 * written '>0' (code value 30, '>' in subset B; '><' would be value 62, '^') so it is not read as an
 * invocation.
 */
function code128(value: string, y: number, height: number, at?: { x: number; maxWidth: number }): string {
  const numeric = /^(\d\d)+$/.test(value);
  const symbols = numeric ? value.length / 2 : value.length;
  const modules = (symbols + 3) * 11 + 2;
  const module = Math.max(1, Math.min(3, Math.floor((at?.maxWidth ?? WIDTH - 2 * MARGIN) / modules)));
  const x = at?.x ?? Math.max(20, Math.round((WIDTH - modules * module) / 2));
  const data = numeric ? `>;${value}` : value.replace(/>/g, '>0');
  return `^FO${x},${y}^BY${module}^BCN,${height},N,N,N^FH_^FD${escape(data)}^FS`;
}

function party(title: string, who: LabelParty, y: number, size: number, maxLines: number): string {
  return [
    text(MARGIN, y, size - 6, title),
    text(MARGIN, y + size, size + 4, who.name),
    block(MARGIN, y + 2 * size + 8, size, addressLines(who, maxLines)),
  ].join('');
}

function labelZpl(label: LabelData): string {
  const head = 470;
  const zpl = [
    `^XA^CI28^PW${WIDTH}^LL${HEIGHT}^LH0,0`,
    text(MARGIN, 35, 40, carrierLine(label), head),
    text(MARGIN, 95, 28, referenceLine(label), head),
    text(MARGIN, 140, 34, packageLine(label), head),
    // ECC 200 at 5 dots a module: the Correios string (about 44 × 44 modules) stays within 220 dots.
    `^FO540,30^BXN,5,200^FH_^FD${escape(label.matrix)}^FS`,
    rule(255),
    code128(label.tracking_code, 278, 150),
    `^FO20,440^A0N,44,44^FB${WIDTH - 40},1,0,C^FH_^FD${escape(printedTrackingCode(label.tracking_code))}^FS`,
    rule(495),
    party('DESTINATÁRIO', label.recipient, 510, 30, 5),
    code128(label.recipient.zip, 785, 110, { x: 60, maxWidth: 300 }),
    text(420, 810, 60, formatCep(label.recipient.zip), 340),
    rule(915),
    party('REMETENTE', label.sender, 925, 22, 4),
  ];
  if (label.invoice_key) {
    zpl.push(
      code128(label.invoice_key, 1087, 62),
      `^FO20,1158^A0N,20,20^FB${WIDTH - 40},1,0,C^FH_^FD${escape(`Chave NF-e ${printedInvoiceKey(label.invoice_key)}`)}^FS`,
    );
  }
  zpl.push('^XZ');
  return zpl.join('\n');
}

/** ZPL II for thermal printers (issue 31): one `^XA…^XZ` per label, 203 dpi, UTF-8 (`^CI28`). */
export function renderLabelsZpl(labels: LabelData[]): string {
  return labels.map(labelZpl).join('\n');
}
