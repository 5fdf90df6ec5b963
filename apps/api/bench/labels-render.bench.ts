// `pnpm bench:labels-render` (issue 31): BENCH_LABELS own-layout labels (500 by default) rendered as
// PDF 10 × 15 (one file per package, then merged and put on A4) and as ZPL, in this process, with
// the seconds of each step and the peak RSS. Targets: < 30 s in all and RSS < 512 MB. No database.
import { benchLabelsRender } from './labels-render.js';

const COUNT = Number(process.env.BENCH_LABELS ?? 500);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const r = await benchLabelsRender(COUNT);
const total = r.pdf.seconds + r.merge.seconds + r.a4.seconds + r.zpl.seconds;
console.log(
  [
    `${r.count} etiquetas próprias:`,
    `  PDF 10×15 (um arquivo por volume): ${r.pdf.seconds.toFixed(2)} s (${mb(r.pdf.bytes)})`,
    `  PDF único (mesclado): ${r.merge.seconds.toFixed(2)} s (${mb(r.merge.bytes)})`,
    `  PDF A4 (4 por folha): ${r.a4.seconds.toFixed(2)} s (${mb(r.a4.bytes)})`,
    `  ZPL: ${r.zpl.seconds.toFixed(2)} s (${mb(r.zpl.bytes)})`,
    `  total ${total.toFixed(2)} s, RSS máximo ${r.peak_rss_mb} MB`,
  ].join('\n'),
);
