import { formatCep } from '@despacho/domain';
import PDFDocument from 'pdfkit';
import type { LabelData, LabelParty } from './label-data.js';
import {
  addressLines,
  carrierLine,
  packageLine,
  printedInvoiceKey,
  printedTrackingCode,
  referenceLine,
  winAnsi,
} from './label-text.js';
import { drawCode128, drawDataMatrix } from './pdf-barcodes.js';

/** 10 × 15 cm in points. */
export const LABEL_WIDTH = 283.46;
export const LABEL_HEIGHT = 425.2;
const MARGIN = 12;
const INNER = LABEL_WIDTH - 2 * MARGIN;
/** Barcodes keep a quiet zone of about 10 modules from the edges and from each other. */
const BAR_X = 22;
const BAR_WIDTH = LABEL_WIDTH - 2 * BAR_X;
const MATRIX = 72;

/** One line of text that never wraps: cut with an ellipsis so a long address cannot move the blocks. */
function line(doc: PDFKit.PDFDocument, text: string, y: number, font: string, size: number, width = INNER): number {
  // pdfkit cuts with the ellipsis only where a height stops the text.
  doc.font(font).fontSize(size).text(winAnsi(text), MARGIN, y, { width, height: size, ellipsis: true });
  return y + size * 1.2;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(LABEL_WIDTH - MARGIN, y)
    .lineWidth(0.8)
    .stroke('black');
}

/** A party block: title, name in bold, then at most `maxLines` address lines. */
function party(doc: PDFKit.PDFDocument, title: string, who: LabelParty, y: number, size: number, maxLines: number) {
  y = line(doc, title, y, 'Helvetica-Bold', size - 2);
  y = line(doc, who.name, y, 'Helvetica-Bold', size + 1);
  for (const text of addressLines(who, maxLines)) y = line(doc, text, y, 'Helvetica', size);
  return y;
}

function drawLabel(doc: PDFKit.PDFDocument, label: LabelData): void {
  doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
  const textWidth = INNER - MATRIX - 8;
  let y = line(doc, carrierLine(label), MARGIN, 'Helvetica-Bold', 13, textWidth);
  y = line(doc, referenceLine(label), y + 4, 'Helvetica', 9, textWidth);
  line(doc, packageLine(label), y + 2, 'Helvetica-Bold', 11, textWidth);
  drawDataMatrix(doc, label.matrix, LABEL_WIDTH - MARGIN - MATRIX, MARGIN, MATRIX);
  rule(doc, 90);

  drawCode128(doc, label.tracking_code, { x: BAR_X, y: 97, width: BAR_WIDTH, height: 52 });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(winAnsi(printedTrackingCode(label.tracking_code)), MARGIN, 153, {
      width: INNER,
      align: 'center',
      lineBreak: false,
    });
  rule(doc, 174);

  party(doc, 'DESTINATÁRIO', label.recipient, 179, 9.5, 5);
  drawCode128(doc, label.recipient.zip, { x: BAR_X, y: 274, width: 120, height: 40 });
  doc.font('Helvetica-Bold').fontSize(20).text(formatCep(label.recipient.zip), 160, 284, { lineBreak: false });
  rule(doc, 320);

  party(doc, 'REMETENTE', label.sender, 324, 7.5, 4);
  if (label.invoice_key) {
    drawCode128(doc, label.invoice_key, { x: BAR_X, y: 383, width: BAR_WIDTH, height: 26 });
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .text(`Chave NF-e ${printedInvoiceKey(label.invoice_key)}`, MARGIN, 412, {
        width: INNER,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** One 10 × 15 cm page per label (issue 31): Helvetica (WinAnsi, so accents print) and bwip-js barcodes. */
export function renderLabelsPdf(labels: LabelData[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Etiquetas' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const label of labels) drawLabel(doc, label);
  doc.end();
  return done;
}
