import {
  formatDate,
  formatTimestamp,
  ORDER_STATUS_DESCRIPTIONS,
  type OrderStatusId,
  trackingCodeOf,
} from '@despacho/domain';
import { decimalComma } from '../../../../platform/csv/spreadsheet-csv.js';
import type { OrderShipment } from '../../events/order-events.js';

export const ORDERS_REPORT_HEADER = [
  'pedido',
  'status',
  'criado_em',
  'destinatario',
  'cpf_cnpj',
  'cidade',
  'uf',
  'cep',
  'cd_origem',
  'transportadora',
  'nota_fiscal',
  'chave_nfe',
  'canal',
  'pedido_marketplace',
  'volumes',
  'peso_kg',
  'valor_mercadoria',
  'frete',
  'previsao_entrega',
  'entregue_em',
  'codigo_rastreio',
] as const;

export interface OrdersReportRow {
  id: string;
  reference: string;
  status: OrderStatusId;
  created_at: Date;
  recipient_name: string;
  recipient_tax_id: string;
  to_city: string;
  to_state: string;
  to_zip: string;
  distribution_center_reference: string | null;
  carrier_name: string | null;
  invoice_number: string | null;
  invoice_key: string | null;
  property: { channel: string | null; marketplace_order_number: string | null };
  shipments: OrderShipment[];
  cargo_value: number;
  estimated_cost: number | null;
  deadline: string | null;
  delivered_at: Date | null;
}

/** One report line per order, in ORDERS_REPORT_HEADER's order. */
export function reportLineOf(o: OrdersReportRow): unknown[] {
  const volumes = o.shipments.reduce((sum, s) => sum + s.quantity, 0);
  const weight = o.shipments.reduce((sum, s) => sum + s.weight * s.quantity, 0);
  return [
    o.reference,
    ORDER_STATUS_DESCRIPTIONS[o.status],
    formatTimestamp(o.created_at),
    o.recipient_name,
    o.recipient_tax_id,
    o.to_city,
    o.to_state,
    o.to_zip,
    o.distribution_center_reference,
    o.carrier_name,
    o.invoice_number,
    o.invoice_key,
    o.property.channel,
    o.property.marketplace_order_number,
    volumes,
    decimalComma(weight, 3),
    decimalComma(o.cargo_value),
    o.estimated_cost === null ? '' : decimalComma(o.estimated_cost),
    o.deadline && formatDate(o.deadline),
    o.delivered_at && formatTimestamp(o.delivered_at),
    trackingCodeOf(o.id),
  ];
}
