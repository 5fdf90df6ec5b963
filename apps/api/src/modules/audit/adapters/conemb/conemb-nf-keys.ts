import type { Queryable } from '../../../../platform/database/sql.js';
import { ordersByInvoiceKeyNumber } from '../../../orders/index.js';

const unpadded = (value: string) => value.replace(/^0+(?=.)/, '');

/** An NF as a CONEMB names it: the issuer's CNPJ (the embarcadora), série and número, zeros dropped. */
export const nfId = (cnpj: string, series: string, number: string) => `${cnpj}:${unpadded(series)}:${unpadded(number)}`;

/**
 * The NF-e keys of the company's orders by `nfId` of these NFs (série and número inside the key,
 * one query for all of them): a CONEMB names its NFs without their keys.
 */
export async function orderKeysOfNfs(
  db: Queryable,
  companyId: string,
  nfs: readonly { number: string }[],
): Promise<Map<string, string[]>> {
  const numbers = [...new Set(nfs.map((nf) => nf.number.padStart(9, '0')))];
  if (numbers.length === 0) return new Map();
  const found = new Map<string, string[]>();
  for (const { invoice_key: key } of await ordersByInvoiceKeyNumber(db, companyId, numbers)) {
    const id = nfId(key.slice(6, 20), key.slice(22, 25), key.slice(25, 34));
    found.set(id, [...(found.get(id) ?? []), key]);
  }
  return found;
}
