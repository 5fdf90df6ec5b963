import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

/** What the Correios stub prints for one pre-posting. */
export interface StubLabel {
  code: string;
  service: string;
  recipient: { nome: string; endereco: Record<string, string | undefined> };
  sender: { nome: string; endereco: Record<string, string | undefined> };
}

/** 10×15 cm in points. */
const WIDTH = 283.46;
const HEIGHT = 425.2;
const MARGIN = 14;

/** 'AA123456785BR' → 'AA 123 456 785 BR', as the Correios print it. */
const grouped = (code: string) =>
  `${code.slice(0, 2)} ${code.slice(2, 11).replace(/(\d{3})(?=\d)/g, '$& ')} ${code.slice(11)}`;

const addressLines = ({ endereco: a }: StubLabel['recipient']) => [
  `${a.logradouro ?? ''}, ${a.numero ?? ''}${a.complemento ? ` ${a.complemento}` : ''}`,
  `${a.bairro ?? ''}`,
  `${a.cep ?? ''} ${a.cidade ?? ''}/${a.uf ?? ''}`,
];

/**
 * The label PDF the Correios stub hands back: one 10×15 cm page per pre-posting with the object
 * code as Code 128 (bwip-js) and its grouped text, so tests and benches decode what the carrier
 * printed. Not the Correios layout (not published, CARRIERS.md §1.7): only what a reader checks.
 */
export async function stubLabelPdf(labels: readonly StubLabel[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: MARGIN, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const inner = WIDTH - 2 * MARGIN;
  for (const label of labels) {
    const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: label.code, scale: 3, height: 16 });
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text('Correios', MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).text(`Serviço ${label.service} · rótulo de homologação (stub)`);
    doc.image(barcode, MARGIN, 62, { fit: [inner, 60], align: 'center' });
    doc.font('Helvetica-Bold').fontSize(13).text(grouped(label.code), MARGIN, 128, { width: inner, align: 'center' });
    doc.font('Helvetica-Bold').fontSize(9).text('DESTINATÁRIO', MARGIN, 170);
    doc.font('Helvetica').fontSize(10).text(label.recipient.nome);
    for (const line of addressLines(label.recipient)) doc.text(line);
    doc.font('Helvetica-Bold').fontSize(8).text('REMETENTE', MARGIN, 320);
    doc.font('Helvetica').fontSize(8).text(label.sender.nome);
    for (const line of addressLines(label.sender)) doc.text(line);
  }
  doc.end();
  return done;
}
