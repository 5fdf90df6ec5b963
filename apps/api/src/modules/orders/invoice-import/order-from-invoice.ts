import { randomUUID } from 'node:crypto';
import type { OrderData, OrderShipment } from '../events/order-events.js';
import type { ParsedInvoice } from '../nfe/parsed-invoice.js';

export interface ImportOrigin {
  id: string;
  reference: string;
  city: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The order an NF-e stands for: its reference, recipient and address, one volume line per transp/vol
 * group with the group's weight per unit, the note's value spread over the volumes, the invoice
 * number and key; how it ships is quoted afterwards (OrderQuoting). Measures are not on an NF-e:
 * they stay 0 until the merchant edits the order (or a SKU look-up fills them).
 */
export function orderFromInvoice(invoice: ParsedInvoice, origin: ImportOrigin): OrderData {
  const groups = invoice.volumes.length ? invoice.volumes : [{ quantity: 1, gross_weight: invoice.total_weight_kg, net_weight: null, species: null }];
  const units = groups.reduce((sum, group) => sum + Math.max(1, Math.round(group.quantity)), 0);
  let valueLeft = invoice.cargo_value;
  const shipments: OrderShipment[] = groups.map((group, index) => {
    const quantity = Math.max(1, Math.round(group.quantity));
    const weight = group.gross_weight ?? group.net_weight ?? 0;
    // The last line takes what rounding left, so the lines add up to the note's value.
    const value = index === groups.length - 1 ? cents(valueLeft) : cents((invoice.cargo_value * quantity) / units);
    valueLeft -= value;
    return {
      id: randomUUID(),
      reference: null,
      volume: index + 1,
      quantity,
      width: 0,
      height: 0,
      length: 0,
      weight: Math.round((weight / quantity) * 1000) / 1000,
      cargo_value: value,
      from_cd_reference: origin.reference,
      distribution_center_id: origin.id,
    };
  });
  const to = invoice.recipient;
  return {
    reference: invoice.reference,
    invoice_number: invoice.number,
    invoice_key: invoice.key,
    is_drop_shipping: false,
    carrier: null,
    estimated_cost: null,
    deadline: null,
    delivery: null,
    to_address: {
      residential: to.type === 'cpf',
      name: to.name,
      federal_tax_id: to.federal_tax_id,
      phone: to.phone ?? '',
      email: to.email,
      ...to.address,
    },
    origin,
    shipments,
    property: { channel: null, channel_id: null, marketplace: null, marketplace_order_number: null },
  };
}
