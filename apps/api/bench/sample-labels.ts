import { correiosCheckDigit, nfeKeyCheckDigit } from '@despacho/domain';
import { correiosDataMatrix, ownMatrix } from '../src/modules/labels/adapters/render/correios-datamatrix.js';
import type { LabelData } from '../src/modules/labels/adapters/render/label-data.js';

/** Correios object code n: 'SX' + 8 digits + check digit + 'BR'. */
export const sampleObjectCode = (n: number) => {
  const serial = String(n).padStart(8, '0');
  return `SX${serial}${correiosCheckDigit(serial)}BR`;
};

/** A valid NF-e key: SP 2026-03, the shipper's CNPJ, série 1, number n. */
export const sampleInvoiceKey = (n: number) => {
  const first43 = `352603114447770001615500100${String(n).padStart(7, '0')}100000000`;
  return first43 + nfeKeyCheckDigit(first43);
};

/**
 * Label n of a Correios SEDEX order, with accents and the characters ZPL would read as commands
 * ('^', '~') in the texts, as the label tests and the render bench use it.
 */
export function sampleLabel(n: number, overrides: Partial<LabelData> = {}): LabelData {
  const tracking = sampleObjectCode(n);
  const recipient = {
    name: `José Ação Müller ${n}`,
    lines: ['Avenida Paulista, 1578 - Conjunto 12^A~B', 'Bela Vista'],
    city: 'São Paulo',
    state: 'SP',
    zip: '01310200',
    phone: '11987654321',
  };
  const sender = {
    name: 'Loja Exemplo Ltda · CNPJ 11.444.777/0001-61',
    lines: ['Rua Voluntários da Pátria, 45', 'Botafogo'],
    city: 'Rio de Janeiro',
    state: 'RJ',
    zip: '22270000',
    phone: null,
  };
  return {
    carrier: 'Correios',
    service: 'SEDEX',
    tracking_code: tracking,
    order_reference: `PED-${n}`,
    package: { n: 1, of: 2, weight_kg: 1.25 },
    sender,
    recipient,
    invoice_key: sampleInvoiceKey(n),
    invoice_number: String(n),
    matrix: correiosDataMatrix({
      recipient: { zip: recipient.zip, number: '1578', phone: recipient.phone },
      sender: { zip: sender.zip, number: '45' },
      tracking_code: tracking,
      additional_services: ['25'],
      posting_card: '0067599079',
      service_code: '03220',
      declared_value: 0,
      message: `Pedido PED-${n}`,
    }),
    ...overrides,
  };
}

/**
 * Labels that stress the renderers: a Jadlog shipmentId (all digits, subset C), an own label whose
 * code is the order reference with ZPL's command and subset characters in it, and overlong texts.
 */
export function unusualLabels(): LabelData[] {
  const base = sampleLabel(7);
  const jadlog = {
    ...base,
    carrier: 'Jadlog',
    service: '.Package',
    tracking_code: '10084470016541',
    invoice_key: null,
  };
  const own = {
    ...base,
    carrier: 'Transportadora Rápida do Interior Paulista e Região Metropolitana Ltda',
    service: null,
    tracking_code: 'LOJA>7^~_1',
    recipient: {
      ...base.recipient,
      name: 'Maria das Graças Conceição de Albuquerque e Vasconcelos Figueiredo',
      lines: [
        'Rua ^XZ~JA\\&_ que não pode fechar a etiqueta, 1000, Bloco B, Apartamento 1203',
        'Jardim Ângela',
        'extra',
        'linhas',
      ],
    },
  };
  return [jadlog, own].map((label) => ({
    ...label,
    matrix: ownMatrix(label.tracking_code, label.recipient.zip, label.invoice_key),
  }));
}
