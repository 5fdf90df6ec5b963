import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { CteEvent } from '../events/cte-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { ParsedCte } from '../cte/parsed-cte.js';
import { CteEvents, type CteReconciled, type DecidedBy } from '../events/cte-events.js';

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
  await db.query(
    `UPDATE ctes SET freight_value = freight_value + $2,
                     difference = CASE WHEN quote_value IS NULL THEN NULL ELSE freight_value + $2 - quote_value END
      WHERE id = $1`,
    [originalId, amount],
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
    const originals: { id: string }[] = await db.query(
      'SELECT id FROM ctes WHERE company_id = $1 AND key = ANY($2::text[]) AND id <> $3 ORDER BY created_at LIMIT 1',
      [companyId, refersTo, id],
    );
    if (originals.length > 0) {
      await db.query('UPDATE ctes SET linked_to = $2 WHERE id = $1', [id, originals[0].id]);
      await addToCharged(db, originals[0].id, cte.total);
    }
  }
  if (cte.type === 3 && refersTo.length > 0)
    await db.query('UPDATE ctes SET linked_to = $3 WHERE company_id = $1 AND key = ANY($2::text[]) AND id <> $3', [
      companyId,
      refersTo,
      id,
    ]);
  // This CT-e may be the original of complements or of a substitute imported before it: one look-up
  // for both, written as `@>` with the partial index's predicate so the GIN index answers
  // (`= ANY(refers_to)` read every CT-e of the company per import: 133 ms each at 6,000 CT-e).
  const referring: { id: string; type: string; total: string; linked_to: string | null }[] = await db.query(
    `SELECT id, document->>'type' AS type, document->>'total' AS total, linked_to FROM ctes
      WHERE company_id = $1 AND refers_to @> ARRAY[$2]::char(44)[] AND refers_to <> '{}' AND id <> $3
        AND (document->>'type') IN ('1', '3')
      ORDER BY created_at, id`,
    [companyId, cte.key, id],
  );
  const complements = referring.filter((other) => other.type === '1' && other.linked_to === null);
  if (complements.length > 0) {
    await db.query('UPDATE ctes SET linked_to = $2 WHERE id = ANY($1::uuid[])', [
      complements.map((complement) => complement.id),
      id,
    ]);
    await addToCharged(
      db,
      id,
      complements.reduce((sum, complement) => sum + Number(complement.total), 0),
    );
  }
  const substitute = referring.find((other) => other.type === '3');
  if (substitute) await db.query('UPDATE ctes SET linked_to = $2 WHERE id = $1', [id, substitute.id]);
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
    if (event.type === CteEvents.CteImported) {
      const d = event.data;
      const cte = d.document;
      await db.query(
        `INSERT INTO ctes (id, company_id, batch_id, file_name, key, number, carrier_cnpj, carrier_name, carrier_id, nfe_keys,
                           freight_value, total_weight, amount, document, created_at, refers_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          id,
          d.company_id,
          d.batch_id,
          d.file_name,
          cte.key,
          cte.number,
          cte.carrier.cnpj,
          cte.carrier.name,
          d.carrier_id,
          cte.nfe_keys,
          cte.total,
          cte.weight_kg,
          cte.cargo_value,
          JSON.stringify(cte),
          d.imported_at,
          cte.refers_to ?? [],
        ],
      );
      await linkRelatedCtes(db, id, d.company_id, cte);
    } else if (event.type === CteEvents.CteReconciled) {
      const { orders, reconciled_at } = event.data;
      const quote = quoteValueOf(orders);
      await db.query(
        `UPDATE ctes SET order_ids = $2, reference = $3, orders = $4, quote_value = $5,
                         difference = CASE WHEN $5::numeric IS NULL THEN NULL ELSE freight_value - $5::numeric END, reconciled_at = $6,
                         decision = 'pending'
          WHERE id = $1`,
        [
          id,
          orders.map((order) => order.order_id),
          orders.map((order) => order.reference).join(', '),
          JSON.stringify(orders),
          quote,
          reconciled_at,
        ],
      );
    } else if (event.type === CteEvents.CteFeesRemapped) {
      const { components, fee } = event.data;
      const keys = components.map(String);
      await db.query(
        `UPDATE ctes SET fee_remaps = CASE WHEN $3::text IS NULL THEN fee_remaps - $2::text[]
                                           ELSE fee_remaps || (SELECT jsonb_object_agg(k, $3::text) FROM unnest($2::text[]) k) END
          WHERE id = $1`,
        [id, keys, fee],
      );
    } else if (event.type === CteEvents.CteFeeTypesRefreshed) {
      const { fees } = event.data;
      await db.query(
        `UPDATE ctes SET document = jsonb_set(document, '{components}', coalesce((
            SELECT jsonb_agg(jsonb_set(c.value, '{fee}', coalesce(to_jsonb(($2::text[])[c.n]), 'null'::jsonb)) ORDER BY c.n)
              FROM jsonb_array_elements(document->'components') WITH ORDINALITY AS c(value, n)), '[]'::jsonb))
          WHERE id = $1`,
        [id, fees],
      );
    } else if (event.type === CteEvents.CteApproved) {
      const { automatic, by, note, approved_at } = event.data;
      await db.query(`UPDATE ctes SET decision = $2, history = history || $3::jsonb WHERE id = $1`, [
        id,
        automatic ? 'automatic' : 'approved',
        entry(automatic ? 'aprovado_automaticamente' : 'aprovado', by, approved_at, note),
      ]);
    } else if (event.type === CteEvents.CteDisputeOpened) {
      const { fees, amount, emails, by, note, opened_at } = event.data;
      await db.query(
        `UPDATE ctes SET decision = 'disputed', dispute_status = 'aberta', dispute = $2::jsonb, history = history || $3::jsonb WHERE id = $1`,
        [id, JSON.stringify({ fees, amount, emails, opened_at }), entry('contestacao_aberta', by, opened_at, note)],
      );
    } else if (event.type === CteEvents.CteDisputeResolved) {
      const { status, by, note, resolved_at } = event.data;
      // An accepted dispute recovers what it claimed: the cards add these up.
      await db.query(
        `UPDATE ctes SET dispute_status = $2, dispute_resolved_at = $3,
                         recovered = CASE WHEN $2 = 'aceita' THEN (dispute->>'amount')::numeric END,
                         history = history || $4::jsonb
          WHERE id = $1`,
        [
          id,
          status,
          resolved_at,
          entry(status === 'aceita' ? 'contestacao_aceita' : 'contestacao_recusada', by, resolved_at, note),
        ],
      );
    }
  }
}
