import type { QuotationView } from '@despacho/domain';
import { type Queryable, raw, runSql, sql } from '../../../platform/database/sql.js';
import {
  PROMISE_SETTINGS_COLUMNS,
  type PromiseSettings,
  type PromiseSettingsRow,
  promiseSettingsOf,
} from '../domain/promise-settings.js';

/** The company settings its quotes follow: the display mode and the promise. */
export interface CompanyQuoting {
  quotationView: QuotationView;
  promise: PromiseSettings;
}

/** Read once per compiled pricing index, never per quote; a missing company gets the defaults. */
export async function companyQuotingOf(db: Queryable, companyId: string): Promise<CompanyQuoting> {
  const [row]: (PromiseSettingsRow & { quotation_view: QuotationView })[] = await runSql(
    db,
    sql`SELECT quotation_view, ${raw(PROMISE_SETTINGS_COLUMNS)} FROM companies WHERE id = ${companyId}`,
  );
  return { quotationView: row?.quotation_view ?? 2, promise: promiseSettingsOf(row) };
}
