import { PDFDocument, type PDFEmbeddedPage } from 'pdf-lib';

/** A4 portrait in points, cut in 2 × 2 cells of about 10.5 × 14.85 cm. */
const A4 = { width: 595.28, height: 841.89 };
const CELL = { width: A4.width / 2, height: A4.height / 2 };

/** Every page of every PDF, in order, embedded into `target` (ours or a carrier's 10 × 15 pages). */
async function embedAll(target: PDFDocument, pdfs: Buffer[]): Promise<PDFEmbeddedPage[]> {
  const pages: PDFEmbeddedPage[] = [];
  for (const pdf of pdfs) {
    const source = await PDFDocument.load(pdf);
    pages.push(...(await target.embedPages(source.getPages())));
  }
  return pages;
}

/**
 * Labels four to an A4 page (2 × 2, left to right then down) for office printers: each 10 × 15 page
 * scaled to fit its cell (a 15 cm label is a little taller than half an A4) and centred in it.
 */
export async function labelsOnA4(pdfs: Buffer[]): Promise<Buffer> {
  const sheet = await PDFDocument.create();
  sheet.setTitle('Etiquetas A4');
  const pages = await embedAll(sheet, pdfs);
  pages.forEach((label, i) => {
    const page = i % 4 === 0 ? sheet.addPage([A4.width, A4.height]) : sheet.getPage(sheet.getPageCount() - 1);
    const scale = Math.min(CELL.width / label.width, CELL.height / label.height);
    const width = label.width * scale;
    const height = label.height * scale;
    const column = i % 2;
    const row = Math.floor((i % 4) / 2);
    page.drawPage(label, {
      x: column * CELL.width + (CELL.width - width) / 2,
      y: A4.height - (row + 1) * CELL.height + (CELL.height - height) / 2,
      width,
      height,
    });
  });
  return Buffer.from(await sheet.save());
}

/** One PDF with every page of the given ones, in order (a run's merged 10 × 15 file). */
export async function mergePdfs(pdfs: Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  merged.setTitle('Etiquetas');
  for (const pdf of pdfs) {
    const source = await PDFDocument.load(pdf);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
