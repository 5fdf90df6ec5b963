import { renderLabelsPdf } from '../src/modules/labels/adapters/render/label-pdf.js';
import { renderLabelsZpl } from '../src/modules/labels/adapters/render/label-zpl.js';
import { labelsOnA4, mergePdfs } from '../src/modules/labels/adapters/render/label-sheets.js';
import { sampleLabel } from './sample-labels.js';

export interface LabelsRenderResult {
  count: number;
  /** Seconds for each step and the size of what it made. */
  pdf: { seconds: number; bytes: number };
  merge: { seconds: number; bytes: number };
  a4: { seconds: number; bytes: number };
  zpl: { seconds: number; bytes: number };
  /** The process's peak resident set size (getrusage), MB. */
  peak_rss_mb: number;
}

async function timed<T extends Buffer | string>(work: () => Promise<T> | T) {
  const started = performance.now();
  const out = await work();
  return { out, seconds: (performance.now() - started) / 1000, bytes: Buffer.byteLength(out) };
}

/**
 * `count` own-layout labels as a bulk run makes them (issue 31): each package's 10 × 15 PDF rendered
 * alone (as it is stored), the run's merged file and its A4 sheets composed from those, and the ZPL.
 */
export async function benchLabelsRender(count: number): Promise<LabelsRenderResult> {
  const labels = Array.from({ length: count }, (_, i) => sampleLabel(i + 1));
  const pdfs: Buffer[] = [];
  const pdf = await timed(async () => {
    for (const label of labels) pdfs.push(await renderLabelsPdf([label]));
    return Buffer.concat(pdfs);
  });
  const merge = await timed(() => mergePdfs(pdfs));
  const a4 = await timed(() => labelsOnA4(pdfs));
  const zpl = await timed(() => renderLabelsZpl(labels));
  const result = ({ seconds, bytes }: { seconds: number; bytes: number }) => ({ seconds, bytes });
  return {
    count,
    pdf: result(pdf),
    merge: result(merge),
    a4: result(a4),
    zpl: result(zpl),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
