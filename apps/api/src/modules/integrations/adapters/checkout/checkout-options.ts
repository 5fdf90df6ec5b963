import type { DataSource } from 'typeorm';
import type { ShippingOption } from '../channel-adapter.js';
import { carriersOf } from '../../../catalog/index.js';
import { carriersWithActiveTables } from '../../../pricing/index.js';

/**
 * The rate codes a channel's checkout must know beforehand (Nuvemshop hides a rate whose code is
 * not an option): one per active carrier the company has an active freight table of (what the
 * engine can price), coded by its canonical name, which is what the checkout callbacks answer as the
 * rate code.
 */
export async function checkoutOptionsOf(db: DataSource, companyId: string): Promise<ShippingOption[]> {
  const carriers = await carriersOf(db, companyId, await carriersWithActiveTables(db, companyId));
  return carriers
    .filter((carrier) => carrier.active)
    .map((carrier) => ({ code: carrier.canonical_name, name: carrier.name }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
