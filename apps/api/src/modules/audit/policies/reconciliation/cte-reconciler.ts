import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { AuditSettingsReader } from '../../queries/audit-settings-reader.js';
import { componentFeeTypes } from '../../domain/cte/cte-fee-types.js';
import type { CteComponent } from '../../domain/cte/parsed-cte.js';
import { nfId, orderKeysOfNfs } from '../../adapters/conemb/conemb-nf-keys.js';
import { OrderMatcher } from './order-matcher.js';
import { ReconcileCteCommand } from '../../commands/reconcile-cte/reconcile-cte.command.js';
import { RefreshCteFeeTypesCommand } from '../../commands/refresh-cte-fee-types/refresh-cte-fee-types.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

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
    private readonly matcher: OrderMatcher,
  ) {}

  async reconcileWaiting(companyId: string, context: CommandContext, scope: WaitingScope = {}): Promise<number> {
    // A CONEMB's CT-e names its NFs without keys: retried by hand (no invoiceKeys), they are looked up again.
    const waiting: {
      id: string;
      nfe_keys: string[];
      sender: string | null;
      nfs: { series: string; number: string }[] | null;
    }[] = await runSql(
      this.db,
      sql`SELECT c.id, c.nfe_keys, c.document->'sender'->>'federal_tax_id' AS sender,
                CASE WHEN ${scope.invoiceKeys ?? null}::text[] IS NULL THEN c.document->'nfs' END AS nfs
           FROM ctes c
          WHERE c.company_id = ${companyId} AND c.reconciled_at IS NULL AND (${scope.invoiceKeys ?? null}::text[] IS NULL OR c.nfe_keys && ${scope.invoiceKeys ?? null}::text[]) AND (${scope.ids ?? null}::uuid[] IS NULL OR c.id = ANY(${scope.ids ?? null}::uuid[]))
          ORDER BY c.created_at`,
    );
    const conembKeys = await orderKeysOfNfs(
      this.db,
      companyId,
      waiting.flatMap((cte) => cte.nfs ?? []),
    );
    const candidates = waiting.map(({ id, nfe_keys, sender, nfs }) => ({
      id,
      keys: new Set([
        ...nfe_keys,
        ...(nfs ?? []).flatMap((nf) => conembKeys.get(nfId(sender ?? '', nf.series, nf.number)) ?? []),
      ]),
    }));
    // The orders of every candidate in one read; only the CT-e some order now matches are loaded.
    const orders = await this.matcher.ordersFor(companyId, [...new Set(candidates.flatMap(({ keys }) => [...keys]))]);
    const matched = candidates.flatMap(({ id, keys }) => {
      const mine = orders.filter((order) => keys.has(order.invoice_key));
      return mine.length > 0 ? [{ id, orders: mine }] : [];
    });
    if (matched.length === 0) return 0;
    const { tolerance } = await this.settings.of(companyId);
    let reconciled = 0;
    for (const { id, orders: matchedOrders } of matched) {
      const cte = { id, company_id: companyId };
      if (await this.dispatcher.dispatch(new ReconcileCteCommand(cte, matchedOrders, tolerance, context)))
        reconciled += 1;
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
