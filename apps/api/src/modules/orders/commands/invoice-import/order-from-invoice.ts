import { randomUUID } from 'node:crypto';
import { PARCEL_LIMITS } from '@despacho/domain';
import type { OrderData, OrderShipment } from '../../events/order-events.js';
import type { ParsedInvoice } from '../../domain/nfe/parsed-invoice.js';

export interface ImportOrigin {
  id: string;
  reference: string;
  city: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The order an NF-e stands for: its reference, recipient and address, one volume line per transp/vol
 * group (split in lines of at most 1,000 units) with the group's weight per unit, the note's value spread over the volumes, the invoice
 * number and key; how it ships is quoted afterwards (OrderQuoting). Measures are not on an NF-e:
 * they stay 0 until the merchant edits the order, so the quote takes the real weight alone.
 */
export function orderFromInvoice(invoice: ParsedInvoice, origin: ImportOrigin): OrderData {
  const groups = invoice.volumes.length
    ? invoice.volumes
    : [{ quantity: 1, gross_weight: invoice.total_weight_kg, net_weight: null, species: null }];
  const lines = groups.flatMap((group) =>
    linesOf(Math.max(1, Math.round(group.quantity)), group.gross_weight ?? group.net_weight ?? 0),
  );
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  let valueLeft = invoice.cargo_value;
  const shipments: OrderShipment[] = lines.map(({ quantity, unitWeight }, index) => {
    // The last line takes what rounding left, so the lines add up to the note's value.
    const value = index === lines.length - 1 ? cents(valueLeft) : cents((invoice.cargo_value * quantity) / units);
    valueLeft -= value;
    return {
      id: randomUUID(),
      reference: null,
      volume: index + 1,
      quantity,
      width: 0,
      height: 0,
      length: 0,
      weight: unitWeight,
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

/** A group's units in lines of at most PARCEL_LIMITS.maxQuantity (a note may carry more volumes than one line takes). */
function linesOf(quantity: number, weight: number): { quantity: number; unitWeight: number }[] {
  const unitWeight = Math.round((weight / quantity) * 1000) / 1000;
  const lines = [];
  for (let left = quantity; left > 0; left -= PARCEL_LIMITS.maxQuantity)
    lines.push({ quantity: Math.min(left, PARCEL_LIMITS.maxQuantity), unitWeight });
  return lines;
}

const kg = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/**
 * Why the note's volumes cannot ship as it gives them: a weight or value per unit outside the shared
 * PARCEL_LIMITS (their units are already split in lines within its quantity). The measures (an NF-e has none) and a weight the note leaves out (0) are
 * not the note's to give: the order edit asks for them.
 */
export function invoiceVolumesProblem(shipments: readonly OrderShipment[]): string | null {
  const { minWeight, maxWeight, maxCargoValue } = PARCEL_LIMITS;
  for (const s of shipments) {
    if (s.weight !== 0 && (s.weight < minWeight || s.weight > maxWeight)) {
      return `volume ${s.volume}: peso de ${kg(s.weight)} kg por unidade fora dos limites (${kg(minWeight)} a ${kg(maxWeight)} kg).`;
    }
    if (s.cargo_value / s.quantity > maxCargoValue)
      return `volume ${s.volume}: valor por unidade acima do limite de R$ ${kg(maxCargoValue)}.`;
  }
  return null;
}
