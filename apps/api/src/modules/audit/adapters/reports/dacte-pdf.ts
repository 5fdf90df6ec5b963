import { formatBRL, formatCnpj, formatCpf, formatDateTime } from '@despacho/domain';
import PDFDocument from 'pdfkit';
import type { CteParty, ParsedCte } from '../../domain/cte/parsed-cte.js';

const taxId = (value: string | null) =>
  value === null ? '' : value.length === 11 ? ` · CPF ${formatCpf(value)}` : ` · CNPJ ${formatCnpj(value)}`;
/** The key in groups of four, as printed on a DACTE. */
const spacedKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$& ');
const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join('/') || 'não informado';

/**
 * A DACTE-like summary of an imported CT-e (A4): emitter, identification and key, parties, route,
 * cargo and weights, components of the service value, ICMS and the NF-e it carries. Only what the
 * XML says; not a fiscal document.
 */
export function dactePdf(cte: ParsedCte): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `CT-e ${cte.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const section = (title: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text(title.toUpperCase()).font('Helvetica').fontSize(9);
  const party = (title: string, value: CteParty | null) => {
    if (!value) return;
    section(title);
    doc.text(`${value.name ?? 'não informado'}${taxId(value.federal_tax_id)} · ${place(value.city, value.state)}`);
  };
  doc.font('Helvetica-Bold').fontSize(14).text('DACTE simplificado');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text('Documento auxiliar para conferência da auditoria de frete; não substitui o DACTE oficial.')
    .fillColor('#000');
  section('Emitente');
  doc.text(`${cte.carrier.name ?? 'não informado'}${taxId(cte.carrier.cnpj)}`);
  section('Identificação');
  doc.text(
    `CT-e nº ${cte.number} · série ${cte.series} · modelo 57 · versão ${cte.version}${cte.issued_at ? ` · emitido em ${formatDateTime(cte.issued_at)}` : ''}`,
  );
  doc.text(`Chave de acesso: ${spacedKey(cte.key)}`);
  doc.text(
    `Início: ${place(cte.origin.city, cte.origin.state)} · Término: ${place(cte.destination.city, cte.destination.state)}`,
  );
  party('Remetente', cte.sender);
  party('Destinatário', cte.recipient);
  party(`Tomador (${cte.payer.role ?? 'não informado'})`, cte.payer);

  section('Carga');
  doc.text(`Valor da carga: ${cte.cargo_value === null ? 'não informado' : formatBRL(cte.cargo_value)}`);
  for (const line of cte.quantities)
    doc.text(`${line.measure || 'Quantidade'}: ${line.quantity.toLocaleString('pt-BR')} ${line.unit ?? ''}`.trim());

  section('Componentes do valor da prestação');
  for (const component of cte.components) doc.text(`${component.name}: ${formatBRL(component.value)}`);
  doc
    .font('Helvetica-Bold')
    .text(
      `Valor total do serviço: ${formatBRL(cte.total)}${cte.receivable === null ? '' : ` · Valor a receber: ${formatBRL(cte.receivable)}`}`,
    )
    .font('Helvetica');

  section('Imposto');
  const icms = cte.icms;
  doc.text(
    icms
      ? `ICMS ${icms.group} · CST ${icms.cst ?? '–'}${icms.base_reduction ? ` · redução da base ${icms.base_reduction}%` : ''}${icms.base === null ? '' : ` · base ${formatBRL(icms.base)}`}${icms.rate === null ? '' : ` · alíquota ${icms.rate}%`} · valor ${formatBRL(icms.value)}`
      : 'Sem grupo de ICMS.',
  );

  section('Documentos originários (NF-e)');
  for (const key of cte.nfe_keys) doc.text(spacedKey(key));
  if (cte.nfe_keys.length === 0) doc.text('Nenhuma NF-e informada.');
  doc.end();
  return done;
}
