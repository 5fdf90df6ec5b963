import { formatBRL, formatCep, formatCnpj, formatCpf, formatDateTime } from '@despacho/domain';
import PDFDocument from 'pdfkit';
import type { ParsedInvoice } from '../domain/nfe/parsed-invoice.js';

const taxId = (value: string) => (value.length === 11 ? formatCpf(value) : formatCnpj(value));
/** The key in groups of four, as printed on a DANFE. */
const spacedKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$& ');

/**
 * A simplified DANFE of the order's NF-e (A4): emitter, key, recipient, carrier and volumes, items
 * and totals. Not a fiscal document: it helps the merchant and the carrier read the invoice.
 */
export function danfePdf(invoice: ParsedInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `NF-e ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const section = (title: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text(title.toUpperCase()).font('Helvetica').fontSize(9);
  doc.font('Helvetica-Bold').fontSize(14).text('DANFE simplificado');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text('Documento auxiliar para conferência; não substitui o DANFE oficial.')
    .fillColor('#000');
  section('Emitente');
  doc.text(
    `${invoice.emitter.name}${invoice.emitter.cnpj ? ` · CNPJ ${formatCnpj(invoice.emitter.cnpj)}` : ''}${invoice.emitter.state ? ` · ${invoice.emitter.state}` : ''}`,
  );
  doc.text(
    `NF-e nº ${invoice.number} · série ${invoice.series}${invoice.issued_at ? ` · emitida em ${formatDateTime(invoice.issued_at)}` : ''}`,
  );
  doc.text(`Chave de acesso: ${spacedKey(invoice.key)}`);

  const to = invoice.recipient;
  section('Destinatário');
  doc.text(`${to.name} · ${to.type === 'cpf' ? 'CPF' : 'CNPJ'} ${taxId(to.federal_tax_id)}`);
  doc.text(
    `${to.address.street1}, ${to.address.number}${to.address.street2 ? ` - ${to.address.street2}` : ''} · ${to.address.neighborhood}`,
  );
  doc.text(`${to.address.city}/${to.address.state} · CEP ${formatCep(to.address.zip)}`);

  section('Transporte');
  if (invoice.carrier)
    doc.text(
      `${invoice.carrier.name ?? ''}${invoice.carrier.cnpj ? ` · CNPJ ${formatCnpj(invoice.carrier.cnpj)}` : ''}`,
    );
  const volumes = invoice.volumes.reduce((sum, volume) => sum + volume.quantity, 0);
  doc.text(
    `Volumes: ${volumes} · Peso: ${invoice.total_weight_kg === null ? 'não informado' : `${invoice.total_weight_kg.toLocaleString('pt-BR')} kg`}`,
  );

  section('Produtos');
  for (const item of invoice.items) {
    doc.text(
      `${item.reference} · ${item.description} · ${item.quantity.toLocaleString('pt-BR')} × ${formatBRL(item.unit_value)} = ${formatBRL(item.total)}`,
    );
  }
  section('Total da nota');
  doc.font('Helvetica-Bold').fontSize(11).text(formatBRL(invoice.cargo_value));
  doc.end();
  return done;
}
