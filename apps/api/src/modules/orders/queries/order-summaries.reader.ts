import type { OrderStatusId } from '@despacho/domain';
import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import type { OrderAddress } from '../events/order-events.js';

/** What other modules name an order by, write to its recipient with and group it by (carrier, CD, pickup). */
export interface OrderSummary {
  id: string;
  company_id: string;
  reference: string;
  status: OrderStatusId;
  recipient_name: string;
  carrier_id: string | null;
  carrier_name: string | null;
  distribution_center_id: string;
  pickup_id: string | null;
  tracking_code: string;
  to_address: OrderAddress;
}

const SUMMARY = sql`SELECT id, company_id, reference, status, recipient_name, carrier_id, carrier_name, distribution_center_id, pickup_id,
  tracking_code, to_address FROM orders`;

/** The company's orders among `ids` (absent ones are left out), one query for the batch. */
export const orderSummaries = (db: Queryable, companyId: string, ids: readonly string[]): Promise<OrderSummary[]> =>
  runSql(db, sql`${SUMMARY} WHERE company_id = ${companyId} AND id = ANY(${ids}::uuid[])`);

/** The company's orders whose reference is one of `references`, compared lower-cased. */
export const ordersWithReferences = (
  db: Queryable,
  companyId: string,
  references: readonly string[],
): Promise<OrderSummary[]> =>
  runSql(
    db,
    sql`${SUMMARY} WHERE company_id = ${companyId} AND lower(reference) = ANY(SELECT lower(r) FROM unnest(${references}::text[]) r)`,
  );

/** The order a public tracking code names (the code is the key there, of any company), or null. */
export async function orderOfTrackingCode(db: Queryable, code: string): Promise<OrderSummary | null> {
  const [row] = await runSql(db, sql`${SUMMARY} WHERE tracking_code = ${code} LIMIT 1`);
  return row ?? null;
}

/** The company's order of that reference imported from the channel's order `channelOrderId`, or null. */
export async function orderFromChannel(
  db: Queryable,
  companyId: string,
  reference: string,
  channel: { channelId: number; channelOrderId: string },
): Promise<OrderSummary | null> {
  const [row] = await runSql(
    db,
    sql`${SUMMARY} WHERE company_id = ${companyId} AND lower(reference) = lower(${reference})
          AND property->>'channel_id' = ${String(channel.channelId)} AND property->>'marketplace_order_number' = ${channel.channelOrderId}`,
  );
  return row ?? null;
}
