import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { code128In, dataMatrixIn, pdfPageCount, pdfPages } from '../../../../../test/support/barcode-reader.js';
import { sampleLabel, unusualLabels } from '../../../../../bench/sample-labels.js';
import { renderLabelsPdf } from './label-pdf.js';

describe('renderLabelsPdf', () => {
  const labels = [sampleLabel(1), ...unusualLabels()];

  it('prints one 10 × 15 page per label whose barcodes read back exactly (pdftoppm 300 dpi, zbarimg, ZXing)', async () => {
    const pdf = await renderLabelsPdf(labels);
    expect(await pdfPageCount(pdf)).toBe(3);
    const pages = await pdfPages(pdf);
    for (const [i, label] of labels.entries()) {
      const expected = [label.tracking_code, label.recipient.zip, ...(label.invoice_key ? [label.invoice_key] : [])];
      expect(await code128In(pages[i]), label.carrier).toEqual(expected.sort());
      expect(await dataMatrixIn(pages[i]), label.carrier).toEqual([label.matrix]);
    }
  });

  it('stays readable printed on a 203 dpi thermal printer (1-bit dots)', async () => {
    const label = sampleLabel(5);
    const [page] = await pdfPages(await renderLabelsPdf([label]), 203, true);
    expect(await code128In(page)).toEqual([label.tracking_code, label.recipient.zip, label.invoice_key!].sort());
  });

  it('is 10 × 15 cm and prints accents and the grouped Correios code (text extracted from the PDF)', async () => {
    const pdf = await renderLabelsPdf([sampleLabel(3)]);
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Page size:\s+283\.46 x 425\.2 pts/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    for (const printed of [
      'Correios · SEDEX',
      'José Ação Müller 3',
      'DESTINATÁRIO',
      'SX 000 000 03',
      'Volume 1/2 · 1,250 kg',
      'Pedido PED-3 · NF 3',
      'Rua Voluntários da Pátria, 45',
      'CEP 01310-200 São Paulo/SP',
    ]) {
      expect(text).toContain(printed);
    }
  });

  it('prints letters outside WinAnsi without their mark or as ?, never as garbage', async () => {
    const label = sampleLabel(4);
    const pdf = await renderLabelsPdf([
      { ...label, recipient: { ...label.recipient, name: 'Łukasz Ŝilva 😀 Conceição' } },
    ]);
    expect(execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()).toContain('?ukasz Silva ? Conceição');
  });

  it('cuts overlong texts on their line and never drops the CEP line', async () => {
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: await renderLabelsPdf([unusualLabels()[1]]),
    }).toString();
    expect(text).toContain('Transportadora Rápida do…');
    expect(text).not.toContain('Metropolitana');
    expect(text).toContain('CEP 01310-200 São Paulo/SP');
  });
});
