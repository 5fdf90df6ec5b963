import type { ShipmentCteDto } from './get-order/order-detail.dto.js';

/**
 * The CT-e reconciled with an order (the newest when several), shown on its detail. A port: the audit,
 * which owns the CT-es and imports orders, provides it (orders cannot import the audit).
 */
export abstract class OrderCtes {
  abstract newestOf(companyId: string, orderId: string): Promise<ShipmentCteDto | null>;
}
