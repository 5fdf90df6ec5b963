import { ORDER_STATUS, type OrderStatusId } from '@despacho/domain';
import { type Queryable, raw, runSql, type Sql, sql } from '../../../platform/database/sql.js';
import type { TrackingDetailDto } from './tracking-detail.dto.js';

/** What the public tracking page is built from; the company and carrier are read from their own modules. */
export interface TrackedOrder {
  id: string;
  reference: string;
  status: OrderStatusId;
  status_history: { status: OrderStatusId }[];
  delivered_at: Date | null;
  deadline: string | null;
  tracking_code: string;
  tracker_details: TrackingDetailDto[];
  to_address: Record<string, string | null>;
  recipient_tax_id: string | null;
  company_id: string;
  carrier_id: string | null;
}

/** An order of a recipient's tax-id search. */
export interface RecipientOrder {
  tracking_code: string;
  reference: string;
  status: OrderStatusId;
  created_at: string;
  company_id: string;
}

const TRACKED_SELECT =
  raw(`SELECT id, reference, status, status_history, delivered_at, to_char(deadline, 'YYYY-MM-DD') AS deadline,
    tracking_code, tracker_details, to_address, recipient_tax_id, company_id, carrier_id FROM orders`);

const trackedWhere = async (db: Queryable, where: Sql): Promise<TrackedOrder | undefined> =>
  (await runSql(db, sql`${TRACKED_SELECT} WHERE ${where} LIMIT 1`))[0];

/** The order a tracking code names. The code is the credential of the public page, so of any company. */
export const trackedOrderByCode = (db: Queryable, code: string): Promise<TrackedOrder | undefined> =>
  trackedWhere(db, sql`tracking_code = ${code}`);

/** The company's order by the store's reference (case-insensitive). */
export const trackedOrderByReference = (
  db: Queryable,
  companyId: string,
  reference: string,
): Promise<TrackedOrder | undefined> =>
  trackedWhere(db, sql`company_id = ${companyId} AND lower(reference) = lower(${reference})`);

/**
 * A recipient's newest orders but cancelled ones, up to `limit`: of every company (the recipient's own
 * search) or of `companyId` alone.
 */
export const recipientOrders = (
  db: Queryable,
  taxId: string,
  companyId: string | undefined,
  limit: number,
): Promise<RecipientOrder[]> =>
  runSql(
    db,
    sql`SELECT tracking_code, reference, status, created_at, company_id FROM orders
      WHERE recipient_tax_id = ${taxId} AND (${companyId ?? null}::uuid IS NULL OR company_id = ${companyId ?? null}) AND status <> ${ORDER_STATUS.cancelled}
      ORDER BY created_at DESC LIMIT ${limit}`,
  );
