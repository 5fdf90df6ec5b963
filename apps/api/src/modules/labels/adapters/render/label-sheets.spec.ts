import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { code128In, pdfPageCount, pdfPages } from '../../../../../test/support/barcode-reader.js';
import { sampleLabel } from '../../../../../bench/sample-labels.js';
import { renderLabelsPdf } from './label-pdf.js';
import { labelsOnA4, mergePdfs } from './label-sheets.js';

const labelsPdf = (from: number, count: number) =>
  renderLabelsPdf(Array.from({ length: count }, (_, i) => sampleLabel(from + i)));

describe('labelsOnA4', () => {
  it('puts every page four to an A4 page, in order, still readable', async () => {
    // Two files (3 and 2 labels, as stored per package or returned by a carrier): 5 labels → 2 pages.
    const a4 = await labelsOnA4([await labelsPdf(1, 3), await labelsPdf(4, 2)]);
    expect(execFileSync('pdfinfo', ['-'], { input: a4 }).toString()).toMatch(
      /Page size:\s+595\.28 x 841\.89 pts \(A4\)/,
    );
    const pages = await pdfPages(a4);
    expect(pages).toHaveLength(2);
    const first = await code128In(pages[0]);
    for (const n of [1, 2, 3, 4]) expect(first).toContain(sampleLabel(n).tracking_code);
    expect(await code128In(pages[1])).toContain(sampleLabel(5).tracking_code);
    expect(await code128In(pages[1])).not.toContain(sampleLabel(1).tracking_code);
  });

  it('has ⌈n/4⌉ pages', async () => {
    for (const [count, pages] of [
      [1, 1],
      [4, 1],
      [9, 3],
    ]) {
      expect(await pdfPageCount(await labelsOnA4([await labelsPdf(1, count)]))).toBe(pages);
    }
  });
});

describe('mergePdfs', () => {
  it('keeps every page of every file in order', async () => {
    const merged = await mergePdfs([await labelsPdf(1, 2), await labelsPdf(3, 1)]);
    const pages = await pdfPages(merged, 150);
    expect(pages).toHaveLength(3);
    for (const [i, page] of pages.entries()) expect(await code128In(page)).toContain(sampleLabel(i + 1).tracking_code);
  });
});
