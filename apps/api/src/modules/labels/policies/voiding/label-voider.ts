import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemContext } from '../../../../platform/commands/system-actor.js';
import type { Stored } from '../../../../platform/event-store/domain-event.js';
import type { StoredEvent } from '../../../../platform/event-store/stored-event.js';
import { type OrderEvent, OrderEvents } from '../../../orders/index.js';
import { LabelHistory } from '../../events/label-history.js';
import type { LabelRow } from '../../jobs/packages/label-rows.js';
import { PostingConnections } from '../../jobs/packages/posting-connections.js';
import { VoidLabelsWhenOrderChanges } from './void-labels-when-order-changes.policy.js';
import { raw, runSql, type Sql, sql } from '../../../../platform/database/sql.js';

/** Why a voiding row waits: a worker may still be posting it, its posting id not saved yet. */
export class LabelStillPosting extends Error {}

/**
 * Voids the labels an order event leaves without their package: it marks them 'voiding' (all of a
 * cancelled order's; those of a volume, or of every volume, whose carrier changed; those of a volume
 * removed or beyond a reduced quantity), then cancels each pre-posting with its carrier (already
 * cancelled counts as done) and marks the row voided. A carrier failure throws and the job tries
 * again later; marking twice changes nothing. The label files stay in the storage for audit, never
 * served as current.
 */
@Injectable()
export class LabelVoider {
  constructor(
    private readonly db: DataSource,
    private readonly connections: PostingConnections,
    private readonly history: LabelHistory,
    private readonly policy: VoidLabelsWhenOrderChanges,
  ) {}

  /** Answers how many rows it voided. */
  async voidFor(eventId: string): Promise<number> {
    const events: StoredEvent[] = await runSql(
      this.db,
      sql`SELECT id, stream_id, type, data, metadata FROM events WHERE id = ${eventId}`,
    );
    // The policy's `handles` lets through only the order events this folds (as handledBy does for projections).
    const [event] = events.filter((stored) => this.policy.handles(stored.type)) as unknown as Stored<OrderEvent>[];
    if (!event) return 0;
    const orderId = event.stream_id.replace(/^order-/, '');
    await this.mark(orderId, event);
    return this.void(orderId);
  }

  private async mark(orderId: string, event: Stored<OrderEvent>): Promise<void> {
    // Only the order's live labels (not voided yet).
    const voids = (condition: Sql, reason: string) =>
      runSql(
        this.db,
        sql`UPDATE labels SET state = 'voiding', error = ${reason}, updated_at = now()
             WHERE order_id = ${orderId} AND state NOT IN ('voiding', 'voided') AND (${condition})`,
      );
    switch (event.type) {
      case OrderEvents.OrderCancelled:
        await voids(raw('true'), 'Pedido cancelado.');
        return;
      case OrderEvents.OrderCarrierChanged: {
        const { carrier, shipment_id } = event.data;
        await voids(
          sql`carrier_id IS DISTINCT FROM ${carrier.id}::uuid AND (${shipment_id}::text IS NULL OR shipment_id = ${shipment_id})`,
          'Transportadora alterada.',
        );
        return;
      }
      case OrderEvents.OrderUpdated: {
        const { shipments, carrier } = event.data;
        const kept = JSON.stringify(shipments.map(({ id, quantity }) => ({ id, quantity })));
        await voids(
          sql`NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${kept}::jsonb) AS s(id text, quantity int)
                        WHERE s.id = labels.shipment_id AND labels.n <= s.quantity)
           OR carrier_id IS DISTINCT FROM ${carrier?.id ?? null}::uuid`,
          'Volume ou transportadora alterados no pedido.',
        );
        return;
      }
      default:
        return;
    }
  }

  /** Cancels the order's 'voiding' labels at their carriers; answers how many it voided. */
  async void(orderId: string): Promise<number> {
    const rows: (LabelRow & { in_flight: boolean })[] = await runSql(
      this.db,
      sql`SELECT *, lease_until > now() AS in_flight FROM labels
        WHERE order_id = ${orderId} AND state = 'voiding' ORDER BY package_no`,
    );
    let voided = 0;
    for (const row of rows) {
      if (!row.posting_id && row.company_channel_id && row.in_flight)
        throw new LabelStillPosting(`Etiqueta ${row.id}: a pré-postagem ainda está em andamento.`);
      if (row.posting_id && row.company_channel_id) {
        const connection = await this.connections.byId(row.company_id, row.company_channel_id);
        await connection?.connector.posting.cancel(connection.context, {
          posting_id: row.posting_id,
          tracking_number: row.tracking_number ?? '',
        });
      }
      await runSql(
        this.db,
        sql`UPDATE labels SET state = 'voided', voided_at = now(), updated_at = now() WHERE id = ${row.id} AND state = 'voiding'`,
      );
      await this.history.voided(
        row.id,
        {
          order_id: row.order_id,
          shipment_id: row.shipment_id,
          n: row.n,
          posting_id: row.posting_id,
          reason: row.error ?? 'Etiqueta cancelada.',
        },
        systemContext(row.company_id, `label-void-${row.id}`),
      );
      voided += 1;
    }
    return voided;
  }
}
