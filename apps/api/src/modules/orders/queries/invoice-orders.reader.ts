import { type FeeLogEntry, ORDER_STATUS } from '@despacho/domain';
import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** An order as the freight audit compares a CT-e with it: its NF, recipient and quote. */
export interface InvoicedOrder {
  order_id: string;
  reference: string;
  invoice_key: string;
  invoice_number: string | null;
  carrier_name: string | null;
  estimated_cost: string | null;
  cargo_value: string;
  delivery: { cubed_weight?: number; log?: { details?: FeeLogEntry[] } } | null;
  to_address: { name: string; city: string; state: string };
}

/** The company's orders, cancelled ones left out, whose NF-e key is one of `keys`, oldest first. */
export function ordersByInvoiceKey(
  db: Queryable,
  companyId: string,
  keys: readonly string[],
): Promise<InvoicedOrder[]> {
  return runSql(
    db,
    sql`SELECT id AS order_id, reference, invoice_key, invoice_number, carrier_name, estimated_cost, cargo_value, delivery,
            json_build_object('name', recipient_name, 'city', to_city, 'state', to_state) AS to_address
       FROM orders
      WHERE company_id = ${companyId} AND invoice_key = ANY(${keys}::text[]) AND status <> ${ORDER_STATUS.cancelled}
      ORDER BY created_at, id`,
  );
}

/** The company's orders with an NF-e key whose NF number (9 digits, zero-padded) is one of `numbers`. */
export function ordersByInvoiceKeyNumber(
  db: Queryable,
  companyId: string,
  numbers: readonly string[],
): Promise<{ id: string; invoice_key: string }[]> {
  return runSql(
    db,
    sql`SELECT id, invoice_key FROM orders
      WHERE company_id = ${companyId} AND invoice_key IS NOT NULL AND substr(invoice_key, 26, 9) = ANY(${numbers}::text[])`,
  );
}

/** The company's orders without an NF-e key whose NF number (leading zeros dropped) is one of `numbers`. */
export function keylessOrdersByInvoiceNumber(
  db: Queryable,
  companyId: string,
  numbers: readonly string[],
): Promise<{ id: string; invoice_number: string }[]> {
  return runSql(
    db,
    sql`SELECT id, invoice_number FROM orders
      WHERE company_id = ${companyId} AND invoice_key IS NULL AND invoice_number IS NOT NULL AND ltrim(invoice_number, '0') = ANY(${numbers}::text[])`,
  );
}
