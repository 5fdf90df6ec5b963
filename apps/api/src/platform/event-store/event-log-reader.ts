import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './stored-event.js';

export interface Checkpoint {
  transactionId: string;
  position: string;
}

/**
 * Reads the log for asynchronous consumers without ever skipping an event: only rows written
 * by transactions older than every transaction still running are visible, ordered by
 * (transaction id, position), so a slow transaction that commits after a fast one is read
 * after it instead of being jumped over.
 */
@Injectable()
export class EventLogReader {
  /** Locks the consumer's checkpoint row; another instance holding it makes this return null. */
  async lockCheckpoint(tx: EntityManager, name: string): Promise<Checkpoint | null> {
    await tx.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    const rows = await tx.query(
      `SELECT transaction_id::text AS "transactionId", position::text AS position
         FROM projection_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED`,
      [name],
    );
    return rows[0] ?? null;
  }

  async readAfter(tx: EntityManager, checkpoint: Checkpoint, limit: number): Promise<StoredEvent[]> {
    return tx.query(
      `SELECT e.id, e.position::text AS position, e.transaction_id::text AS transaction_id, e.stream_id,
              e.stream_type, e.version, e.type, e.data, e.metadata, e.occurred_at
         FROM events e
        WHERE (e.transaction_id, e.position) > ($1::xid8, $2::bigint)
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        -- Qualified: the bare names would sort by the text aliases selected above.
        ORDER BY e.transaction_id, e.position
        LIMIT $3`,
      [checkpoint.transactionId, checkpoint.position, limit],
    );
  }

  async saveCheckpoint(tx: EntityManager, name: string, last: StoredEvent): Promise<void> {
    await tx.query(
      `UPDATE projection_checkpoints SET transaction_id = $2::xid8, position = $3::bigint, updated_at = now()
        WHERE name = $1`,
      [name, last.transaction_id, last.position],
    );
  }
}
