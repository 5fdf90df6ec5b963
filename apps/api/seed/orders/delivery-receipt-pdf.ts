import { formatCep } from '@despacho/domain';
import PDFDocument from 'pdfkit';
import type { OrderAddress } from '../../src/modules/orders/index.js';

/** A carrier's delivery receipt (comprovante de entrega) for the demo's attachments: who, where, signature lines. */
export function deliveryReceiptPdf(input: {
  reference: string;
  recipient: OrderAddress;
  carrier: string | null;
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: `Comprovante de entrega ${input.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const to = input.recipient;
  doc.font('Helvetica-Bold').fontSize(14).text('Comprovante de entrega');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Pedido ${input.reference}${input.carrier ? ` · ${input.carrier}` : ''}`);
  doc.moveDown(0.5).text(`Destinatário: ${to.name}`);
  doc.text(`${to.street1}, ${to.number}${to.street2 ? ` - ${to.street2}` : ''} · ${to.neighborhood}`);
  doc.text(`${to.city}/${to.state} · CEP ${formatCep(to.zip)}`);
  doc.moveDown(2).text('Recebi a mercadoria em perfeito estado.');
  for (const line of ['Nome legível', 'Documento', 'Assinatura', 'Data e hora'])
    doc.moveDown(1.5).text(`${line}: ______________________________________`);
  doc.end();
  return done;
}
