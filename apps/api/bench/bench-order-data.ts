// What the benchmarks' orders hold: one recipient and one parcel, as a NewOrder payload sends them
// and as the Order aggregate stores them, so every bench seeds and posts the same order (the API
// tests' orderPayload posts it too).
import { randomUUID } from 'node:crypto';
import type { OrderData } from '../src/modules/orders/events/order-events.js';

/** The recipient of a NewOrder payload (a valid CPF, Copacabana). */
export const BENCH_RECIPIENT = {
  residential: true,
  name: 'Maria da Silva',
  federal_tax_id: '52998224725',
  phone: '11987654321',
  zip: '22021001',
  street1: 'Avenida Atlântica',
  number: '1702',
  neighborhood: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
};

/** The one parcel of a NewOrder payload. */
export const BENCH_PARCEL = {
  reference: 'SKU-1',
  quantity: 1,
  width: 0.3,
  height: 0.2,
  length: 0.4,
  weight: 2.5,
  cargo_value: 199.9,
};

/**
 * A bench order's content for `Order.create`, shipped from `center`, no carrier yet; `over` replaces
 * top-level fields (a new shipment id each call).
 */
export function benchOrderData(
  center: { id: string; reference: string; city: string },
  over: Partial<OrderData> & Pick<OrderData, 'reference'>,
): OrderData {
  return {
    invoice_number: null,
    invoice_key: null,
    is_drop_shipping: false,
    carrier: null,
    estimated_cost: null,
    deadline: null,
    delivery: null,
    to_address: { ...BENCH_RECIPIENT, email: null, street2: null, country: 'BRA' },
    origin: center,
    shipments: [
      {
        ...BENCH_PARCEL,
        id: randomUUID(),
        reference: null,
        volume: 1,
        from_cd_reference: center.reference,
        distribution_center_id: center.id,
      },
    ],
    property: { channel: null, channel_id: null, marketplace: null, marketplace_order_number: null },
    ...over,
  };
}
