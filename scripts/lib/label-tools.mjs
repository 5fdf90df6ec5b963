// The label tests (issue 31) rasterise PDFs with poppler (pdftoppm, pdfinfo, pdftotext) and read the
// barcodes with zbarimg: Debian's packages, installed like Chromium when missing. They are never
// skipped: without the tools those tests fail, and this says why first.
import { spawnSync } from 'node:child_process';
import { aptInstall, canInstall } from './apt.mjs';

const TOOLS = [
  { binary: 'pdftoppm', pkg: 'poppler-utils' },
  { binary: 'zbarimg', pkg: 'zbar-tools' },
];

const found = (binary) => spawnSync('which', [binary], { stdio: 'ignore' }).status === 0;

export function ensureLabelTools() {
  const missing = TOOLS.filter((tool) => !found(tool.binary)).map((tool) => tool.pkg);
  if (!missing.length) return;
  if (canInstall() && aptInstall(...missing) && TOOLS.every((tool) => found(tool.binary))) return;
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!!! Faltam ${missing.join(' e ')}: os testes de etiquetas vão falhar.\n` +
      `!!! Instale com: sudo apt-get install -y ${missing.join(' ')} e rode npm test de novo.\n${bar}\n`,
  );
}
