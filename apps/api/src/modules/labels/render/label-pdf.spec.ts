import { describe, expect, it } from 'vitest';
import { code128In, dataMatrixIn, pdfPageCount, pdfPages } from '../../../../test/support/barcode-reader.js';
import { sampleLabel } from '../../../bench/sample-labels.js';
import { renderLabelsPdf } from './label-pdf.js';

describe('renderLabelsPdf', () => {
  it('prints one 10 × 15 page per label whose barcodes read back exactly', async () => {
    const labels = [sampleLabel(1), sampleLabel(2, { invoice_key: null, invoice_number: null })];
    const pdf = await renderLabelsPdf(labels);
    expect(await pdfPageCount(pdf)).toBe(2);
    const pages = await pdfPages(pdf);
    expect(await code128In(pages[0])).toEqual(
      [labels[0].tracking_code, labels[0].recipient.zip, labels[0].invoice_key!].sort(),
    );
    expect(await dataMatrixIn(pages[0])).toEqual([labels[0].matrix]);
    // Without an NF-e key the page has no third barcode.
    expect(await code128In(pages[1])).toEqual([labels[1].tracking_code, labels[1].recipient.zip].sort());
    expect(await dataMatrixIn(pages[1])).toEqual([labels[1].matrix]);
  });

  it('is 10 × 15 cm and prints accents (text extracted from the PDF)', async () => {
    const pdf = await renderLabelsPdf([sampleLabel(3)]);
    const { execFileSync } = await import('node:child_process');
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Page size:\s+283\.4\d? x 425\.2 pts/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(text).toContain('José Ação Müller 3');
    expect(text).toContain('DESTINATÁRIO');
    expect(text).toContain('SX 000 000 03');
    expect(text).toContain('Volume 1/2 · 1,250 kg');
  });
});
