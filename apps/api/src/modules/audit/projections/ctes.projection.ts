import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { CteEvent } from '../events/cte-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';
import { CteEvents, type CteReconciled, type DecidedBy } from '../events/cte-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** One line of a CT-e's history on the comparison screen: what was decided, by whom (null: the system), when, why. */
export interface CteHistoryEntry {
  action:
    'aprovado_automaticamente' | 'aprovado' | 'contestacao_aberta' | 'contestacao_aceita' | 'contestacao_recusada';
  by: string | null;
  at: string;
  note: string | null;
}

const entry = (action: CteHistoryEntry['action'], by: DecidedBy | null, at: string, note: string | null) =>
  JSON.stringify([{ action, by: by?.name ?? null, at, note } satisfies CteHistoryEntry]);

const HANDLED = new Set<string>(Object.values(CteEvents));

const cents = (value: number) => Math.round(value * 100) / 100;

/** The quote the CT-e is compared with: the matched orders' chosen prices, summed; null when none has one. */
function quoteValueOf(orders: CteReconciled['orders']): number | null {
  const prices = orders.map((order) => order.estimated_cost).filter((price) => price !== null);
  return prices.length ? cents(prices.reduce((sum, price) => sum + price, 0)) : null;
}

/** Adds these complements' totals to an original's charged value (and its difference with the quote). */
async function addToCharged(db: EntityManager, originalId: string, amount: number): Promise<void> {
  await runSql(
    db,
    sql`UPDATE ctes SET freight_value = freight_value + ${amount},
                     difference = CASE WHEN quote_value IS NULL THEN NULL ELSE freight_value + ${amount} - quote_value END
      WHERE id = ${originalId}`,
  );
}

/**
 * Complementary (tpCTe 1) and substitute (tpCTe 3) CT-e, whichever arrives first: a complement is
 * folded into its original (its total added to the original's charged value; linked_to = the
 * original), an original replaced by a substitute leaves the lists (linked_to = the substitute).
 */
async function linkRelatedCtes(db: EntityManager, id: string, companyId: string, cte: ParsedCte): Promise<void> {
  const refersTo = cte.refers_to ?? [];
  if (cte.type === 1 && refersTo.length > 0) {
    const originals: { id: string }[] = await runSql(
      db,
      sql`SELECT id FROM ctes WHERE company_id = ${companyId} AND key = ANY(${refersTo}::text[]) AND id <> ${id} ORDER BY created_at LIMIT 1`,
    );
    if (originals.length > 0) {
      await runSql(db, sql`UPDATE ctes SET linked_to = ${originals[0].id} WHERE id = ${id}`);
      await addToCharged(db, originals[0].id, cte.total);
    }
  }
  if (cte.type === 3 && refersTo.length > 0)
    await runSql(
      db,
      sql`UPDATE ctes SET linked_to = ${id} WHERE company_id = ${companyId} AND key = ANY(${refersTo}::text[]) AND id <> ${id}`,
    );
  // This CT-e may be the original of complements or of a substitute imported before it: one look-up
  // for both, written as `@>` with the partial index's predicate so the GIN index answers
  // (`= ANY(refers_to)` read every CT-e of the company per import: 133 ms each at 6,000 CT-e).
  const referring: { id: string; type: string; total: string; linked_to: string | null }[] = await runSql(
    db,
    sql`SELECT id, document->>'type' AS type, document->>'total' AS total, linked_to FROM ctes
      WHERE company_id = ${companyId} AND refers_to @> ARRAY[${cte.key}]::char(44)[] AND refers_to <> '{}' AND id <> ${id}
        AND (document->>'type') IN ('1', '3')
      ORDER BY created_at, id`,
  );
  const complements = referring.filter((other) => other.type === '1' && other.linked_to === null);
  if (complements.length > 0) {
    await runSql(
      db,
      sql`UPDATE ctes SET linked_to = ${id} WHERE id = ANY(${complements.map((complement) => complement.id)}::uuid[])`,
    );
    await addToCharged(
      db,
      id,
      complements.reduce((sum, complement) => sum + Number(complement.total), 0),
    );
  }
  const substitute = referring.find((other) => other.type === '3');
  if (substitute) await runSql(db, sql`UPDATE ctes SET linked_to = ${substitute.id} WHERE id = ${id}`);
}

/**
 * Folds CT-e events into `ctes`, inline so the list shows an import as soon as its job saves it.
 * decision: pending once reconciled, automatic or approved once approved, disputed once contested.
 */
@Injectable()
export class CtesProjection implements Projection<CteEvent> {
  readonly name = 'ctes';
  readonly tables = ['ctes'] as const;
  readonly conflicts = { ctes_company_key: 'CT-e já importado nesta empresa.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CteEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('cte-'.length);
    switch (event.type) {
      case CteEvents.CteImported: {
        const d = event.data;
        const cte = d.document;
        await runSql(
          db,
          sql`INSERT INTO ctes (id, company_id, batch_id, file_name, key, number, carrier_cnpj, carrier_name, carrier_id, nfe_keys,
                             freight_value, total_weight, amount, document, created_at, refers_to)
           VALUES (${id}, ${d.company_id}, ${d.batch_id}, ${d.file_name}, ${cte.key}, ${cte.number}, ${cte.carrier.cnpj}, ${cte.carrier.name}, ${d.carrier_id}, ${cte.nfe_keys}, ${cte.total}, ${cte.weight_kg}, ${cte.cargo_value}, ${JSON.stringify(cte)}, ${d.imported_at}, ${cte.refers_to ?? []})`,
        );
        await linkRelatedCtes(db, id, d.company_id, cte);
        return;
      }
      case CteEvents.CteReconciled: {
        const { orders, reconciled_at } = event.data;
        const quote = quoteValueOf(orders);
        await runSql(
          db,
          sql`UPDATE ctes SET order_ids = ${orders.map((order) => order.order_id)}, reference = ${orders.map((order) => order.reference).join(', ')}, orders = ${JSON.stringify(orders)}, quote_value = ${quote},
                           difference = CASE WHEN ${quote}::numeric IS NULL THEN NULL ELSE freight_value - ${quote}::numeric END, reconciled_at = ${reconciled_at},
                           decision = 'pending'
            WHERE id = ${id}`,
        );
        return;
      }
      case CteEvents.CteFeesRemapped: {
        const { components, fee } = event.data;
        const keys = components.map(String);
        await runSql(
          db,
          sql`UPDATE ctes SET fee_remaps = CASE WHEN ${fee}::text IS NULL THEN fee_remaps - ${keys}::text[]
                                             ELSE fee_remaps || (SELECT jsonb_object_agg(k, ${fee}::text) FROM unnest(${keys}::text[]) k) END
            WHERE id = ${id}`,
        );
        return;
      }
      case CteEvents.CteFeeTypesRefreshed: {
        const { fees } = event.data;
        await runSql(
          db,
          sql`UPDATE ctes SET document = jsonb_set(document, '{components}', coalesce((
              SELECT jsonb_agg(jsonb_set(c.value, '{fee}', coalesce(to_jsonb((${fees}::text[])[c.n]), 'null'::jsonb)) ORDER BY c.n)
                FROM jsonb_array_elements(document->'components') WITH ORDINALITY AS c(value, n)), '[]'::jsonb))
            WHERE id = ${id}`,
        );
        return;
      }
      case CteEvents.CteApproved: {
        const { automatic, by, note, approved_at } = event.data;
        await runSql(
          db,
          sql`UPDATE ctes SET decision = ${automatic ? 'automatic' : 'approved'}, history = history || ${entry(automatic ? 'aprovado_automaticamente' : 'aprovado', by, approved_at, note)}::jsonb WHERE id = ${id}`,
        );
        return;
      }
      case CteEvents.CteDisputeOpened: {
        const { fees, amount, emails, by, note, opened_at } = event.data;
        await runSql(
          db,
          sql`UPDATE ctes SET decision = 'disputed', dispute_status = 'aberta', dispute = ${JSON.stringify({ fees, amount, emails, opened_at })}::jsonb, history = history || ${entry('contestacao_aberta', by, opened_at, note)}::jsonb WHERE id = ${id}`,
        );
        return;
      }
      case CteEvents.CteDisputeResolved: {
        const { status, by, note, resolved_at } = event.data;
        // An accepted dispute recovers what it claimed: the cards add these up.
        await runSql(
          db,
          sql`UPDATE ctes SET dispute_status = ${status}, dispute_resolved_at = ${resolved_at},
                           recovered = CASE WHEN ${status} = 'aceita' THEN (dispute->>'amount')::numeric END,
                           history = history || ${entry(status === 'aceita' ? 'contestacao_aceita' : 'contestacao_recusada', by, resolved_at, note)}::jsonb
            WHERE id = ${id}`,
        );
        return;
      }
      default:
        unfolded(event);
    }
  }
}
