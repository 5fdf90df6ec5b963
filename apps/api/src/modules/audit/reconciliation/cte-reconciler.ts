import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { CommandContext } from '../../../platform/event-store/stored-event.js';
import { AuditSettingsReader } from '../audit-settings-reader.js';
import { componentFeeTypes } from '../cte/cte-fee-types.js';
import type { CteComponent } from '../cte/parsed-cte.js';
import { ReconcileCteCommand } from '../commands/reconcile-cte/reconcile-cte.command.js';
import { RefreshCteFeeTypesCommand } from '../commands/refresh-cte-fee-types/refresh-cte-fee-types.command.js';
import { raw, runSql, sql } from '../../../platform/database/sql.js';

/**
 * The NF-e keys of the company's orders whose NF a CONEMB CT-e names (série and número inside the
 * key, issued by the CT-e's embarcadora), by the orders' (company, key number) index.
 */
const CONEMB_NF_KEYS = `ARRAY(
  SELECT o.invoice_key FROM jsonb_array_elements(c.document->'nfs') nf
    JOIN orders o ON o.company_id = c.company_id AND o.invoice_key IS NOT NULL AND substr(o.invoice_key, 26, 9) = lpad(nf->>'number', 9, '0')
   WHERE substr(o.invoice_key, 7, 14) = c.document->'sender'->>'federal_tax_id'
     AND ltrim(substr(o.invoice_key, 23, 3), '0') = ltrim(nf->>'series', '0'))`;

/** Which waiting CT-e to retry: those carrying some of these NF-e keys, or with these ids (none: all). */
export interface WaitingScope {
  invoiceKeys?: readonly string[];
  ids?: readonly string[];
}

/**
 * Retries the reconciliation of a company's waiting CT-e: all of them or some (ReprocessCtes), or
 * those carrying the NF-e key of an order that just arrived. Answers how many were reconciled. Each
 * CT-e is its own dispatched command, so a concurrent change re-decides that CT-e only.
 */
@Injectable()
export class CteReconciler {
  constructor(
    private readonly db: DataSource,
    private readonly dispatcher: CommandDispatcher,
    private readonly settings: AuditSettingsReader,
  ) {}

  async reconcileWaiting(companyId: string, context: CommandContext, scope: WaitingScope = {}): Promise<number> {
    // Only the waiting CT-e that some order of the company now matches are loaded.
    // A CONEMB's CT-e names its NFs without keys: retried by hand (no invoiceKeys), they are looked up again.
    const candidates: { id: string; nfe_keys: string[] }[] = await runSql(
      this.db,
      sql`SELECT c.id, k.keys AS nfe_keys FROM ctes c
        CROSS JOIN LATERAL (SELECT CASE WHEN ${scope.invoiceKeys ?? null}::text[] IS NULL AND c.document ? 'nfs' THEN c.nfe_keys || ${raw(CONEMB_NF_KEYS)} ELSE c.nfe_keys END AS keys) k
        WHERE c.company_id = ${companyId} AND c.reconciled_at IS NULL AND (${scope.invoiceKeys ?? null}::text[] IS NULL OR c.nfe_keys && ${scope.invoiceKeys ?? null}::text[]) AND (${scope.ids ?? null}::uuid[] IS NULL OR c.id = ANY(${scope.ids ?? null}::uuid[]))
          AND EXISTS (SELECT 1 FROM orders o WHERE o.company_id = c.company_id AND o.invoice_key = ANY(k.keys))
        ORDER BY c.created_at`,
    );
    if (candidates.length === 0) return 0;
    const { tolerance } = await this.settings.of(companyId);
    let reconciled = 0;
    for (const { id, nfe_keys } of candidates) {
      const cte = { id, company_id: companyId, nfe_keys };
      if (await this.dispatcher.dispatch(new ReconcileCteCommand(cte, tolerance, context))) reconciled += 1;
    }
    return reconciled;
  }

  /**
   * Reads the components' names again with the company's dictionary as it is now (the ids given, or
   * every waiting CT-e); answers how many CT-e had a component change fee type.
   */
  async refreshFeeTypes(companyId: string, context: CommandContext, ids?: readonly string[]): Promise<number> {
    const rows: { id: string; components: CteComponent[]; total: number }[] = await runSql(
      this.db,
      sql`SELECT id, document->'components' AS components, (document->>'total')::numeric::float8 AS total FROM ctes
        WHERE company_id = ${companyId} AND (CASE WHEN ${ids ?? null}::uuid[] IS NULL THEN reconciled_at IS NULL ELSE id = ANY(${ids ?? null}::uuid[]) END)`,
    );
    if (rows.length === 0) return 0;
    const { dictionary } = await this.settings.of(companyId);
    let refreshed = 0;
    for (const row of rows) {
      const current = row.components.map((component) => component.fee);
      const fresh = componentFeeTypes(row.components, row.total, dictionary);
      if (fresh.every((fee, index) => fee === current[index])) continue;
      const cte = { id: row.id, company_id: companyId };
      if (await this.dispatcher.dispatch(new RefreshCteFeeTypesCommand(cte, { current, fresh }, context)))
        refreshed += 1;
    }
    return refreshed;
  }
}
