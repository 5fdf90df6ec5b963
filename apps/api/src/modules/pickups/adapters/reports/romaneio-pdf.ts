import { formatBRL, formatCnpj, formatDate, formatDateTime, formatPhone } from '@despacho/domain';
import PDFDocument from 'pdfkit';
import type { Address } from '../../../catalog/index.js';
import type { OrderShipment } from '../../../orders/index.js';
import { pickupTotalsOf } from '../../domain/pickup-totals.js';

export interface RomaneioData {
  pickup: {
    id: string;
    number: number;
    carrier: string;
    pickup_date: string | null;
    estimated_date: string | null;
    driver: { name: string; phone: string } | null;
    note: string | null;
  };
  center: { name: string; address: Address };
  orders: {
    reference: string;
    recipient_name: string;
    to_city: string;
    to_state: string;
    invoice_number: string | null;
    shipments: OrderShipment[];
  }[];
}

const COLUMNS = [
  { title: 'Pedido', width: 80 },
  { title: 'Destinatário', width: 150 },
  { title: 'Destino', width: 95 },
  { title: 'NF', width: 50 },
  { title: 'Vol.', width: 35 },
  { title: 'Peso (kg)', width: 55 },
  { title: 'Valor', width: 58 },
];

/**
 * The pickup's romaneio (A4): who collects what where, one line per order with volumes, weight and
 * declared value, the totals, and the signature lines the driver and the shipper sign on the spot.
 */
export function romaneioPdf({ pickup, center, orders }: RomaneioData, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `Romaneio da coleta ${pickup.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const a = center.address;

  doc.font('Helvetica-Bold').fontSize(15).text('Romaneio de coleta');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Coleta ${pickup.number} · emitido em ${formatDateTime(now)}`);
  doc.moveDown(0.5).text(`Transportadora: ${pickup.carrier.toUpperCase()}`);
  doc.text(
    `Origem: ${center.name} · ${a.name} · CNPJ ${formatCnpj(a.federal_tax_id)} · ${a.street1}, ${a.number} - ${a.city}/${a.state}`,
  );
  const date = pickup.pickup_date ?? pickup.estimated_date;
  doc.text(
    `Data da coleta: ${date ? formatDate(date) : 'a confirmar'}${pickup.driver ? ` · Motorista: ${pickup.driver.name} (${formatPhone(pickup.driver.phone)})` : ''}`,
  );
  if (pickup.note) doc.text(`Observação: ${pickup.note}`);

  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: COLUMNS[i].width - 4, lineBreak: false, ellipsis: true });
      x += COLUMNS[i].width;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + 14;
  };
  doc.moveDown();
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const order of orders) {
    const t = pickupTotalsOf(order.shipments);
    row([
      order.reference,
      order.recipient_name,
      `${order.to_city}/${order.to_state}`,
      order.invoice_number ?? '—',
      String(t.total_volumes),
      t.total_weight.toLocaleString('pt-BR'),
      formatBRL(t.cargo_value),
    ]);
  }
  const total = pickupTotalsOf(orders.flatMap((order) => order.shipments));
  row(
    [
      `${orders.length} pedidos`,
      '',
      '',
      '',
      String(total.total_volumes),
      total.total_weight.toLocaleString('pt-BR'),
      formatBRL(total.cargo_value),
    ],
    true,
  );

  doc.moveDown(3);
  const lineY = doc.y;
  doc.moveTo(doc.page.margins.left, lineY).lineTo(260, lineY).stroke();
  doc.moveTo(320, lineY).lineTo(560, lineY).stroke();
  doc.fontSize(8).text('Assinatura do motorista', doc.page.margins.left, lineY + 4);
  doc.text('Assinatura do expedidor', 320, lineY + 4);
  doc.end();
  return done;
}
