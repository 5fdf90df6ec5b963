import type { QuoteRequestDto } from '../../../pricing/index.js';
import type { OrderShipment } from '../../events/order-events.js';

/** The quote request for an order's destination and volumes, from its first volume's CD. */
export function orderQuoteRequest(toZip: string, shipments: OrderShipment[]): QuoteRequestDto {
  return {
    to: toZip,
    from: shipments[0].from_cd_reference,
    parcels: shipments.map((s) => ({
      reference: s.reference ?? undefined,
      width: s.width,
      height: s.height,
      length: s.length,
      weight: s.weight,
      quantity: s.quantity,
      cargo_value: s.cargo_value,
      from_cd_reference: s.from_cd_reference,
    })),
  };
}
