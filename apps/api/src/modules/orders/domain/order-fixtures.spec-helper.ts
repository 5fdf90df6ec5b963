import type { OrderStatusId } from '@despacho/domain';
import { type OrderCreated, type OrderData, OrderEvents } from '../events/order-events.js';

/** An order's content as NewOrder decides it: one volume from CD1 (Campinas) to São Paulo, carrier chosen. */
export const orderData = (overrides: Partial<OrderData> = {}): OrderData => ({
  reference: 'PED-1',
  invoice_number: null,
  invoice_key: null,
  is_drop_shipping: false,
  carrier: { id: 'carrier-1', name: 'Rápida' },
  estimated_cost: 42.5,
  deadline: '2026-03-15',
  delivery: null,
  to_address: {
    residential: true,
    name: 'Ana',
    federal_tax_id: '12345678909',
    phone: '11999999999',
    email: null,
    zip: '01310100',
    street1: 'Av. Paulista',
    number: '1000',
    street2: null,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BRA',
  },
  origin: { id: 'dc-1', reference: 'CD1', city: 'Campinas' },
  shipments: [
    {
      id: 'ship-1',
      reference: null,
      volume: 1,
      quantity: 1,
      width: 0.2,
      height: 0.2,
      length: 0.2,
      weight: 1,
      cargo_value: 100,
      from_cd_reference: 'CD1',
      distribution_center_id: 'dc-1',
    },
  ],
  property: { channel: null, channel_id: null, marketplace: null, marketplace_order_number: null },
  ...overrides,
});

/** The OrderCreated event of `orderData` for company-a at `at`, starting at `status`. */
export const orderCreated = (status: OrderStatusId, at: string, extra: Partial<OrderCreated> = {}) => ({
  type: OrderEvents.OrderCreated,
  data: {
    order_id: 'order-1',
    company_id: 'company-a',
    status,
    created_at: at,
    tracking_only: false,
    ...orderData(),
    ...extra,
  } satisfies OrderCreated,
});

/**
 * The OrderCreated of order `id` of `companyId` for read-model specs (real uuids): status 2, created
 * 2026-03-10 12:00 UTC, `orderData` with `data` over it and `extra` over the event.
 */
export const orderCreatedFor = (
  id: string,
  companyId: string,
  data: Partial<OrderData> = {},
  extra: Partial<OrderCreated> = {},
) => ({
  type: OrderEvents.OrderCreated,
  data: {
    order_id: id,
    company_id: companyId,
    status: 2,
    created_at: '2026-03-10T12:00:00.000Z',
    tracking_only: false,
    ...orderData({ reference: `PED-${id.slice(0, 8)}`, ...data }),
    ...extra,
  } satisfies OrderCreated,
});
