// Independent readers for the label tests (issue 31): labels are rasterised like a printer would
// (pdftoppm for PDF; zpl-renderer-js, the Zebrash ZPL renderer compiled to WebAssembly, for ZPL) and
// their barcodes read back by zbarimg (Code 128) and ZXing-C++ (DataMatrix, which zbar cannot read).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);

// The reader's WebAssembly comes from node_modules, never from a CDN (the tests run offline).
prepareZXingModule({
  overrides: {
    wasmBinary: (await readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')))
      .buffer as ArrayBuffer,
  },
});

/** Runs `work` in a fresh temporary folder, removed afterwards. */
async function inTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each page of a PDF as an image at `dpi` (pdftoppm): PNG, or with `mono` 1-bit PBM like a thermal
 * printer's dots.
 */
export function pdfPages(pdf: Buffer, dpi = 300, mono = false): Promise<Buffer[]> {
  return inTemp(async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), mono ? '-mono' : '-png', join(dir, 'in.pdf'), join(dir, 'page')]);
    const names = (await readdir(dir)).filter((n) => n.startsWith('page')).sort();
    return Promise.all(names.map((n) => readFile(join(dir, n))));
  });
}

/** Page count as pdfinfo reports it. */
export function pdfPageCount(pdf: Buffer): Promise<number> {
  return inTemp(async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdfinfo', [join(dir, 'in.pdf')]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/** Every Code 128 zbarimg reads in a PNG, sorted (zbar gives no order). */
export function code128In(png: Buffer): Promise<string[]> {
  return inTemp(async (dir) => {
    await writeFile(join(dir, 'in.png'), png);
    const { stdout } = await run('zbarimg', [
      '--raw',
      '-q',
      '-Sdisable',
      '-Scode128.enable',
      join(dir, 'in.png'),
    ]).catch(
      // zbarimg exits 4 when it finds nothing: an empty answer, which the assertions then show.
      (error: { code?: number; stdout?: string }) => {
        if (error.code === 4) return { stdout: '' };
        throw error;
      },
    );
    return stdout.split('\n').filter(Boolean).sort();
  });
}

/** Every DataMatrix text ZXing reads in a PNG. */
export async function dataMatrixIn(png: Buffer): Promise<string[]> {
  const results = await readBarcodes(new Uint8Array(png), { formats: ['DataMatrix'], tryHarder: true });
  return results.map((r) => r.text);
}

/** Each `^XA…^XZ` label rendered to PNG at 8 dots/mm on 100 × 150 mm. */
export async function zplLabels(zpl: string): Promise<Buffer[]> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  const labels = await api.zplToBase64MultipleAsync(zpl, 100, 150, 8);
  return labels.map((label) => Buffer.from(label, 'base64'));
}
