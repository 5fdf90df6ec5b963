import { DataSource, QueryFailedError } from 'typeorm';
import { join, raw, type Sql, sql } from '../database/sql.js';
import type { StoredEvent } from './stored-event.js';

/** A new stream's creation: its CTEs (`stored_<n>` returning the event, then its folds) for slot n. */
export interface Creation {
  streamId: string;
  ctes: (slot: number) => Sql;
}

interface Waiting {
  creation: Creation;
  resolve: (event: StoredEvent) => void;
  reject: (error: unknown) => void;
}

/** Statements in flight at once; what arrives meanwhile waits and goes with the next one. */
const IN_FLIGHT = 4;
/** Creations per statement at most (~40 parameters each, far under PostgreSQL's 65,535). */
const BATCH = 32;

/**
 * Group commit of creations: while IN_FLIGHT statements are at the database, the creations that
 * arrive wait and then go together as one statement, one transaction, one commit (a single
 * creation alone goes at once, as before). Under load a NewOrder costs a fraction of a round trip
 * and of a WAL flush. All or nothing still: when PostgreSQL refuses the lot (one duplicate
 * reference), each creation is sent again alone and gets its own answer; nothing of the lot was
 * written. An error that is not a refusal (a lost connection: the outcome is unknown) fails the lot.
 */
export class CreationBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: DataSource) {}

  create(creation: Creation): Promise<StoredEvent> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ creation, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    let rows: StoredEvent[];
    try {
      rows = await this.statement(batch.map((waiting) => waiting.creation));
    } catch (error) {
      if (batch.length === 1 || !(error instanceof QueryFailedError))
        for (const waiting of batch) waiting.reject(error);
      else await Promise.all(batch.map((waiting) => this.send([waiting])));
      return;
    }
    const byStream = new Map(rows.map((row) => [row.stream_id, row]));
    for (const waiting of batch) waiting.resolve(byStream.get(waiting.creation.streamId)!);
  }

  private statement(creations: Creation[]): Promise<StoredEvent[]> {
    const selects = creations.map((_, slot) => `SELECT * FROM stored_${slot}`).join(' UNION ALL ');
    const statement = sql`WITH ${join(creations.map((creation, slot) => creation.ctes(slot)))} ${raw(selects)}`;
    return this.db.query(statement.text, statement.values);
  }
}
