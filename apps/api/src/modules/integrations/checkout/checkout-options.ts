import type { DataSource } from 'typeorm';
import type { ShippingOption } from '../adapters/channel-adapter.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * The rate codes a channel's checkout must know beforehand (Nuvemshop hides a rate whose code is
 * not an option): one per active carrier the company has an active freight table of (what the
 * engine can price), coded by its canonical name, which is what the checkout callbacks answer as the
 * rate code.
 */
export async function checkoutOptionsOf(db: DataSource, companyId: string): Promise<ShippingOption[]> {
  const rows: { code: string; name: string }[] = await runSql(
    db,
    sql`SELECT DISTINCT c.canonical_name AS code, c.name
       FROM freight_tables t JOIN carriers c ON c.id = t.carrier_id
      WHERE t.company_id = ${companyId} AND t.active AND c.active ORDER BY c.canonical_name`,
  );
  return rows;
}
