import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { carriersOf } from '../../catalog/index.js';
import { CarrierServiceLevels } from './carrier-service-levels.js';
import type { OrderDto } from './order.dto.js';
import { orderDtoOf, type StoredOrderRow } from './order-row.js';

/**
 * The DTOs of the orders of a page or a detail with their `carrier`: the page's carriers in one read
 * of catalog's reader and their service levels in one query, side by side (never one per order).
 */
@Injectable()
export class OrderCarriers {
  constructor(
    private readonly db: DataSource,
    private readonly serviceLevels: CarrierServiceLevels,
  ) {}

  async dtosOf(companyId: string, rows: StoredOrderRow[]): Promise<OrderDto[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.carrier_id ? [row.carrier_id] : [])))];
    const [carriers, levels] = await Promise.all([
      ids.length ? carriersOf(this.db, companyId, ids) : [],
      this.serviceLevels.of(companyId, ids),
    ]);
    const byId = new Map(
      carriers.map(({ id, name, federal_tax_id, phone }) => [id, { id, name, federal_tax_id, phone }]),
    );
    return rows.map(({ carrier_id, ...row }) => {
      const carrier = carrier_id ? byId.get(carrier_id) : undefined;
      return orderDtoOf({ ...row, carrier: carrier ? { ...carrier, sla: levels.get(carrier.id) ?? null } : null });
    });
  }
}
