import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import type { OrderAddress, OrderShipment } from '../events/order-events.js';

/** An order of a pickup as the pickup's files show it (romaneio, NOTFIS, the carrier page). */
export interface PickupOrder {
  pickup_id: string;
  reference: string;
  recipient_name: string;
  to_address: OrderAddress;
  to_city: string;
  to_state: string;
  invoice_key: string | null;
  invoice_number: string | null;
  invoice_path: string | null;
  shipments: OrderShipment[];
  cargo_value: string;
  created_at: Date;
}

/** The company's orders in the pickups `pickupIds`, by reference: one query per list of pickups. */
export function pickupOrdersOf(db: Queryable, companyId: string, pickupIds: readonly string[]): Promise<PickupOrder[]> {
  return runSql(
    db,
    sql`SELECT pickup_id, reference, recipient_name, to_address, to_city, to_state, invoice_key, invoice_number, invoice_path,
              shipments, cargo_value, created_at
         FROM orders WHERE company_id = ${companyId} AND pickup_id = ANY (${pickupIds}::uuid[]) ORDER BY reference`,
  );
}

/** Whether an order of the pickups `pickupIds` has the invoice file `path` (the carrier page's downloads). */
export async function hasInvoiceFileIn(
  db: Queryable,
  companyId: string,
  pickupIds: readonly string[],
  path: string,
): Promise<boolean> {
  const [row] = await runSql(
    db,
    sql`SELECT 1 FROM orders WHERE company_id = ${companyId} AND pickup_id = ANY (${pickupIds}::uuid[]) AND invoice_path = ${path} LIMIT 1`,
  );
  return row !== undefined;
}
