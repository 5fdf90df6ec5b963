import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql } from '../database/sql.js';
import type { StoredEvent } from './stored-event.js';

/** The advisory-lock namespace of checkpoints (the second key is the hash of the consumer's name). */
const CHECKPOINT_LOCKS = 7301;

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
  /**
   * Takes the consumer's checkpoint for this transaction; another instance holding it makes this
   * return null. An advisory lock, not SELECT ... FOR UPDATE: a row lock gives the transaction an
   * id at once, and while a consumer waits (the relay on a stuck Redis) that id would hold every
   * other consumer's horizon (pg_snapshot_xmin) back, the projections with it.
   */
  async lockCheckpoint(tx: EntityManager, name: string): Promise<Checkpoint | null> {
    const [{ locked }] = await runSql(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${CHECKPOINT_LOCKS}, hashtext(${name})) AS locked`,
    );
    if (!locked) return null;
    // The row exists but for a new consumer or after a rebuild: created only then (a statement less a poll).
    const checkpoint = await this.checkpoint(tx, name);
    if (checkpoint) return checkpoint;
    await runSql(tx, sql`INSERT INTO projection_checkpoints (name) VALUES (${name}) ON CONFLICT DO NOTHING`);
    return (await this.checkpoint(tx, name))!;
  }

  private async checkpoint(tx: EntityManager, name: string): Promise<Checkpoint | undefined> {
    const [checkpoint] = await runSql(
      tx,
      sql`SELECT transaction_id::text AS "transactionId", position::text AS position FROM projection_checkpoints WHERE name = ${name}`,
    );
    return checkpoint;
  }

  async readAfter(tx: EntityManager, checkpoint: Checkpoint, limit: number): Promise<StoredEvent[]> {
    return runSql(
      tx,
      sql`SELECT e.id, e.position::text AS position, e.transaction_id::text AS transaction_id, e.stream_id,
              e.stream_type, e.version, e.type, e.data, e.metadata, e.occurred_at
         FROM events e
        WHERE (e.transaction_id, e.position) > (${checkpoint.transactionId}::xid8, ${checkpoint.position}::bigint)
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        -- Qualified: the bare names would sort by the text aliases selected above.
        ORDER BY e.transaction_id, e.position
        LIMIT ${limit}`,
    );
  }

  async saveCheckpoint(tx: EntityManager, name: string, last: StoredEvent): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE projection_checkpoints
             SET transaction_id = ${last.transaction_id}::xid8, position = ${last.position}::bigint, updated_at = now()
           WHERE name = ${name}`,
    );
  }
}
