import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LabelHistory } from '../label-history.js';
import type { LabelRow } from '../packages/label-rows.js';
import { PostingConnections } from '../packages/posting-connections.js';

/** Why a voiding row waits: a worker may still be posting it, its posting id not saved yet. */
export class LabelStillPosting extends Error {}

/**
 * Voids an order's 'voiding' labels: each pre-posting is cancelled with its carrier (already
 * cancelled counts as done), then the row is voided. A carrier failure throws, and the job tries
 * again later; the label files stay in the storage for audit, never served as current.
 */
@Injectable()
export class LabelVoider {
  constructor(
    private readonly db: DataSource,
    private readonly connections: PostingConnections,
    private readonly history: LabelHistory,
  ) {}

  /** Answers how many rows it voided. */
  async void(orderId: string): Promise<number> {
    const rows: (LabelRow & { in_flight: boolean })[] = await this.db.query(
      `SELECT *, state = 'voiding' AND lease_until > now() AS in_flight FROM labels
        WHERE order_id = $1 AND state = 'voiding' ORDER BY package_no`,
      [orderId],
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
      await this.db.query(
        `UPDATE labels SET state = 'voided', voided_at = now(), updated_at = now() WHERE id = $1 AND state = 'voiding'`,
        [row.id],
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
        { companyId: row.company_id, userId: null, correlationId: `label-void-${row.id}` },
      );
      voided += 1;
    }
    return voided;
  }
}
