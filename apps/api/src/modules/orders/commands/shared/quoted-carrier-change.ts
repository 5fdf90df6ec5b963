import type { Order } from '../../domain/order.aggregate.js';
import type { OrderCarrierChanged } from '../../events/order-events.js';
import type { OrderQuoting } from '../quoting/order-quoting.js';

export interface CarrierChoice {
  carrier: { id: string; name: string };
  /** The price the dialog showed; kept only when the carrier's quote no longer covers the volumes. */
  estimated_cost: number | null;
  shipment_id: string | null;
}

/**
 * A chosen quote's carrier, re-priced here on the order's destination and volumes (the client's price
 * and logs are not trusted): its freight, forecast, cubed weight and logs go with the change.
 */
export async function quotedCarrierChange(
  quoting: OrderQuoting,
  companyId: string,
  order: Order,
  choice: CarrierChoice,
  at: Date,
): Promise<Omit<OrderCarrierChanged, 'at'>> {
  const { toZip, shipments } = order.volumesToQuote(companyId, choice.shipment_id);
  const quoted = await quoting.carrierQuote(companyId, toZip, shipments, choice.carrier.id, at);
  if (!quoted) return { ...choice, deadline: null, delivery: null };
  return { ...choice, estimated_cost: quoted.estimated_cost, deadline: quoted.deadline, delivery: quoted.delivery };
}
