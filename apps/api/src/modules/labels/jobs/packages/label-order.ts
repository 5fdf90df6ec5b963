import { Injectable } from '@nestjs/common';
import { ORDER_STATUS, ORDER_STATUS_DESCRIPTIONS, type OrderStatusId } from '@despacho/domain';
import { DataSource } from 'typeorm';
import type { PostingParty } from '../../../carrier-integrations/index.js';
import { distributionCentersOf } from '../../../catalog/index.js';
import { companyProfile } from '../../../identity/index.js';
import { orderShippings, type OrderAddress, type OrderShipment } from '../../../orders/index.js';

/** A reason an order gets no label, in pt-BR, shown on the order and in the run's failures. */
export class LabelRefusal extends Error {}

/** Statuses whose packages are gone or back: no label is made for them. */
const NO_LABEL_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.cancelled,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returning,
  ORDER_STATUS.returned,
];

/** One physical box: package n (1..quantity) of its volume line, numbered package_no of package_of in the order. */
export interface LabelPackage {
  shipment_id: string;
  n: number;
  package_no: number;
  package_of: number;
  carrier: { id: string; name: string };
  weight_kg: number;
  height_cm: number;
  width_cm: number;
  length_cm: number;
  declared_value: number;
  content: string;
  /** The volume's tracking number when the order already has one. */
  tracking_number: string | null;
  sender: PostingParty;
}

export interface LabelOrder {
  id: string;
  company_id: string;
  reference: string;
  invoice: { number: string | null; key: string | null; value: number };
  recipient: PostingParty;
  packages: LabelPackage[];
}

interface ShipmentRow extends OrderShipment {
  /** A single volume's carrier (order.carrier-changed with shipment_id), over the order's. */
  carrier?: { id: string; name: string } | null;
}

interface CenterRow {
  id: string;
  address: OrderAddress;
  company_name: string;
  company_tax_id: string | null;
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const cm = (metres: number) => Math.max(1, Math.round(metres * 100));

function party(name: string, taxId: string, address: OrderAddress): PostingParty {
  return {
    name,
    tax_id: digits(taxId),
    phone: digits(address.phone) || null,
    email: address.email ?? null,
    address: {
      zip: digits(address.zip),
      street: address.street1,
      number: address.number,
      complement: address.street2 ?? null,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
    },
  };
}

/** What a volume lacks before any carrier is called ('Volume 2: informe o peso.'), or null. */
export function missingMeasure(shipment: OrderShipment, position: number): string | null {
  if (!(shipment.weight > 0)) return `Volume ${position}: informe o peso.`;
  const missing = [
    ['altura', shipment.height],
    ['largura', shipment.width],
    ['comprimento', shipment.length],
  ].filter(([, value]) => !((value as number) > 0));
  if (missing.length > 0) return `Volume ${position}: informe ${missing.map(([name]) => name).join(', ')}.`;
  return null;
}

/**
 * An order of the company as its labels need it: packages, sender (the volume's CD) and recipient.
 * Refuses, with the reason, what cannot be labelled: status, no carrier, a volume without measures.
 */
@Injectable()
export class LabelOrders {
  constructor(private readonly db: DataSource) {}

  /** Null when the company has no such order. */
  async load(companyId: string, orderId: string): Promise<LabelOrder | null> {
    const [order] = await orderShippings(this.db, companyId, [orderId]);
    if (!order) return null;
    if (NO_LABEL_STATUSES.includes(order.status)) {
      throw new LabelRefusal(
        `Não é possível gerar etiqueta de um pedido ${ORDER_STATUS_DESCRIPTIONS[order.status as OrderStatusId]}.`,
      );
    }
    const shipments: ShipmentRow[] = order.shipments;
    shipments.forEach((shipment, index) => {
      const missing = missingMeasure(shipment, index + 1);
      if (missing) throw new LabelRefusal(missing);
    });
    const orderCarrier = order.carrier_id ? { id: order.carrier_id, name: order.carrier_name as string } : null;
    if (!orderCarrier && shipments.some((shipment) => !shipment.carrier)) {
      throw new LabelRefusal('Pedido sem transportadora: escolha uma cotação antes de gerar a etiqueta.');
    }
    const centers = await this.centers(companyId, [...new Set(shipments.map((s) => s.distribution_center_id))]);
    const of = shipments.reduce((sum, shipment) => sum + shipment.quantity, 0);
    const packages: LabelPackage[] = [];
    for (const shipment of shipments) {
      const center = centers.get(shipment.distribution_center_id);
      if (!center) throw new LabelRefusal(`Centro de distribuição ${shipment.from_cd_reference} não encontrado.`);
      const sender = party(
        center.address.name || center.company_name,
        center.address.federal_tax_id || center.company_tax_id || '',
        center.address,
      );
      for (let n = 1; n <= shipment.quantity; n++) {
        packages.push({
          shipment_id: shipment.id,
          n,
          package_no: packages.length + 1,
          package_of: of,
          carrier: shipment.carrier ?? orderCarrier!,
          weight_kg: shipment.weight,
          height_cm: cm(shipment.height),
          width_cm: cm(shipment.width),
          length_cm: cm(shipment.length),
          declared_value: Math.round((shipment.cargo_value / shipment.quantity) * 100) / 100,
          content: shipment.reference ?? `Pedido ${order.reference}`,
          tracking_number: n === 1 ? (shipment.tracking_number ?? null) : null,
          sender,
        });
      }
    }
    const to: OrderAddress = order.to_address;
    return {
      id: order.id,
      company_id: order.company_id,
      reference: order.reference,
      invoice: { number: order.invoice_number, key: order.invoice_key, value: order.cargo_value },
      recipient: party(to.name, to.federal_tax_id, to),
      packages,
    };
  }

  /** The CDs with the company's name and CNPJ, which stand in for a CD address's own. */
  private async centers(companyId: string, ids: string[]): Promise<Map<string, CenterRow>> {
    const [rows, company] = await Promise.all([
      distributionCentersOf(this.db, companyId, ids),
      companyProfile(this.db, companyId),
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        { ...row, company_name: company?.name ?? '', company_tax_id: company?.federal_tax_id ?? null },
      ]),
    );
  }
}
