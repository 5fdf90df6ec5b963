import { randomUUID } from 'node:crypto';
import { looksLikeCorreiosObjectCode } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { OrderData, OrderShipment } from '../../events/order-events.js';
import type { OrderPayload } from './order.payload.js';
import { carriersOf, distributionCentersWithReferences } from '../../../catalog/index.js';

interface Center {
  id: string;
  reference: string;
  city: string;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const money = (value: number) => Math.round(value * 100) / 100;
/** A tracking number as stored: trimmed, a Correios object code in capitals, as the carrier answers it. */
export const normalTrackingNumber = (code: string) =>
  looksLikeCorreiosObjectCode(code.trim()) ? code.trim().toUpperCase() : code.trim();
/** Kept only when given (older events have none). */
const trackingNumberOf = (value: string | null | undefined) => {
  const code = trimmed(value);
  if (!code) return {};
  return { tracking_number: normalTrackingNumber(code) };
};

/**
 * Turns a validated NewOrder/UpdateOrder payload into the order's content: origins looked up among
 * the company's CDs, the carrier among those it may use, volumes numbered and given ids.
 */
@Injectable()
export class OrderDataResolver {
  constructor(private readonly db: DataSource) {}

  /** `existingShipmentIds`: on update, the ids a volume line may keep; any other line gets a new id. */
  async resolve(
    companyId: string,
    payload: OrderPayload,
    existingShipmentIds: ReadonlySet<string> = new Set(),
  ): Promise<OrderData> {
    const originOf = (line: { from_cd_reference?: string }) =>
      (payload.multi_origin ? line.from_cd_reference! : payload.from_cd_reference!).trim();
    const centers = await this.centers(companyId, payload.shipments.map(originOf));
    const shipments: OrderShipment[] = payload.shipments.map((line, index) => {
      const center = centers.get(originOf(line).toLowerCase())!;
      return {
        id: line.id && existingShipmentIds.has(line.id) ? line.id : randomUUID(),
        reference: trimmed(line.reference),
        volume: index + 1,
        quantity: line.quantity,
        width: line.width,
        height: line.height,
        length: line.length,
        weight: line.weight,
        cargo_value: money(line.cargo_value),
        from_cd_reference: center.reference,
        distribution_center_id: center.id,
        ...trackingNumberOf(line.tracking_number),
      };
    });
    const a = payload.to_address;
    const origin = centers.get(originOf(payload.shipments[0]).toLowerCase())!;
    return {
      reference: payload.reference.trim(),
      invoice_number: trimmed(payload.invoice_number),
      invoice_key: trimmed(payload.invoice_key),
      is_drop_shipping: new Set(shipments.map((s) => s.distribution_center_id)).size > 1,
      carrier: payload.carrier_id ? await this.carrier(companyId, payload.carrier_id) : null,
      estimated_cost: payload.estimated_cost ?? null,
      deadline: payload.deadline ?? null,
      delivery: null,
      to_address: {
        residential: a.residential,
        name: a.name.trim(),
        federal_tax_id: a.federal_tax_id,
        phone: a.phone,
        email: a.email ? a.email.trim().toLowerCase() : null,
        zip: a.zip,
        street1: a.street1.trim(),
        number: a.number.trim(),
        street2: trimmed(a.street2),
        neighborhood: a.neighborhood.trim(),
        city: a.city.trim(),
        state: a.state,
        country: 'BRA',
      },
      origin: { id: origin.id, reference: origin.reference, city: origin.city },
      shipments,
      property: {
        channel: trimmed(payload.property?.channel),
        channel_id: payload.property?.channel_id ?? null,
        channel_entity_id: trimmed(payload.property?.channel_entity_id),
        marketplace: trimmed(payload.property?.marketplace),
        marketplace_order_number: trimmed(payload.property?.marketplace_order_number),
      },
    };
  }

  /** The company's CDs by lower-cased reference; an unknown one is refused by name. */
  private async centers(companyId: string, references: string[]): Promise<Map<string, Center>> {
    const wanted = [...new Set(references.map((reference) => reference.toLowerCase()))];
    const rows = await distributionCentersWithReferences(this.db, companyId, wanted);
    const byReference = new Map<string, Center>(
      rows.map(({ id, reference, address }) => [reference.toLowerCase(), { id, reference, city: address.city }]),
    );
    const unknown = references.filter((reference) => !byReference.has(reference.toLowerCase()));
    if (unknown.length > 0) throw new InvalidInput(`CD de origem não encontrado: ${[...new Set(unknown)].join(', ')}.`);
    return byReference;
  }

  /** A carrier of the shared catalog or the company's own. */
  async carrier(companyId: string, id: string): Promise<{ id: string; name: string }> {
    const [carrier] = await carriersOf(this.db, companyId, [id]);
    if (!carrier) throw new InvalidInput('Transportadora não encontrada.');
    return { id: carrier.id, name: carrier.name };
  }
}
