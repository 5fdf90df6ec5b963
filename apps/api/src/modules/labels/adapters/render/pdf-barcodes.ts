import bwipjs from 'bwip-js';

/** A box on a pdfkit page, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Code 128 of `text` drawn as vector bars across the width of `box` (bwip-js encodes, choosing subset C
 * for digit runs; pdfkit draws), so it stays sharp at any printer resolution. The caller leaves the
 * quiet zones around the box.
 */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, box: Box): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const module = box.width / modules;
  let x = box.x;
  symbol.sbs.forEach((width, i) => {
    // Even entries are bars, odd ones spaces.
    if (i % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fill('black');
}

/** DataMatrix (ECC 200) of `text` as a square of `size` points at (x, y). */
export function drawDataMatrix(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const [symbol] = bwipjs.raw({ bcid: 'datamatrix', text }) as { pixs: number[]; pixx: number; pixy: number }[];
  const cell = size / Math.max(symbol.pixx, symbol.pixy);
  symbol.pixs.forEach((dark, i) => {
    if (dark) doc.rect(x + (i % symbol.pixx) * cell, y + Math.floor(i / symbol.pixx) * cell, cell, cell);
  });
  doc.fill('black');
}
