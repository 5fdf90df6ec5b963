import type { OrderStatusId } from '@despacho/domain';
import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import type { OrderAddress, OrderShipment } from '../events/order-events.js';

/** An order as a label or a posting needs it: carrier, invoice, recipient and volumes. */
export interface OrderShipping {
  id: string;
  company_id: string;
  reference: string;
  status: OrderStatusId;
  carrier_id: string | null;
  carrier_name: string | null;
  invoice_number: string | null;
  invoice_key: string | null;
  to_address: OrderAddress;
  shipments: OrderShipment[];
  cargo_value: number;
}

/** The company's orders among `ids` (absent ones are left out), one query for the batch. */
export const orderShippings = (db: Queryable, companyId: string, ids: readonly string[]): Promise<OrderShipping[]> =>
  runSql(
    db,
    sql`SELECT id, company_id, reference, status, carrier_id, carrier_name, invoice_number, invoice_key,
               to_address, shipments, cargo_value::float8 AS cargo_value
          FROM orders WHERE company_id = ${companyId} AND id = ANY(${ids}::uuid[])`,
  );
