import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { ConcurrencyError, Conflict } from '../errors/domain-errors.js';
import { insertInto, join, raw, runSql, type Sql, sql } from '../database/sql.js';
import { type Creation, CreationBatcher } from './creation-batcher.js';
import { handledBy } from './projection.js';
import { ProjectionRegistry } from './projection-registry.js';
import type { CommandContext, EventMetadata, NewEvent, StoredEvent } from './stored-event.js';

const EVENT_COLUMNS = raw(
  'id, position::text AS position, transaction_id::text AS transaction_id, stream_id, stream_type, version, type, data, metadata, occurred_at',
);

const metadataOf = (event: NewEvent, context: CommandContext): EventMetadata => ({
  company_id: context.companyId,
  user_id: context.userId,
  correlation_id: context.correlationId,
  causation_id: context.causationId ?? null,
  schema_version: event.schemaVersion ?? 1,
});

const insertEvent = (stream: StreamRef, version: number, event: NewEvent, context: CommandContext): Sql =>
  sql`${insertInto('events', {
    stream_id: stream.id,
    stream_type: stream.type,
    version,
    type: event.type,
    data: event.data,
    metadata: metadataOf(event, context),
  })} RETURNING ${EVENT_COLUMNS}`;

export interface StreamRef {
  id: string;
  type: string;
}

/** The append-only event log: optimistic concurrency per stream, inline projections in the same transaction. */
@Injectable()
export class EventStore {
  private readonly creations: CreationBatcher;

  constructor(
    private readonly db: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {
    this.creations = new CreationBatcher(db);
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return runSql(this.db, sql`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ${streamId} ORDER BY version`);
  }

  /** Several streams in one round trip (a batch of aggregates decided together), each in version order. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    const rows: StoredEvent[] = await runSql(
      this.db,
      sql`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY(${streamIds}) ORDER BY stream_id, version`,
    );
    const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
    for (const row of rows) streams.get(row.stream_id)!.push(row);
    return streams;
  }

  /**
   * Appends events after `expectedVersion` (0 for a new stream). A stream that moved on answers
   * ConcurrencyError, whether the race is seen by the version check or by the unique key.
   */
  async append(
    stream: StreamRef,
    expectedVersion: number,
    events: NewEvent[],
    context: CommandContext,
  ): Promise<StoredEvent[]> {
    let stored: StoredEvent[];
    try {
      const creation = expectedVersion === 0 && events.length === 1 ? this.creation(stream, events[0], context) : null;
      stored = creation
        ? [await this.creations.create(creation)]
        : await this.db.transaction(async (tx) => {
            const written = await this.insert(tx, stream, expectedVersion, events, context);
            for (const event of written) await this.project(tx, event);
            return written;
          });
    } catch (error) {
      throw this.translate(error, stream.id);
    }
    this.committed(stored); // outside the try: what is committed is never reported as failed
    return stored;
  }

  /**
   * A new stream's single event and its inline projections as one statement (its own transaction:
   * all or nothing), when every projection that handles it can say its fold in one statement; such
   * creations are committed in groups under load (CreationBatcher). Two round trips fewer per
   * creation; a concurrent creator still trips the unique key.
   */
  private creation(stream: StreamRef, event: NewEvent, context: CommandContext): Creation | null {
    const pending = { stream_id: stream.id, type: event.type, data: event.data };
    const folds: Sql[] = [];
    for (const projection of this.registry.inline) {
      if (!projection.handles(event.type)) continue;
      const fold = projection.statementOf?.(pending);
      if (!fold) return null;
      folds.push(fold);
    }
    const insert = insertEvent(stream, 1, event, context);
    return {
      streamId: stream.id,
      ctes: (slot) =>
        join([
          sql`${raw(`stored_${slot}`)} AS (${insert})`,
          ...folds.map((fold, index) => sql`${raw(`fold_${slot}_${index}`)} AS (${fold})`),
        ]),
    };
  }

  /**
   * Appends to several streams in one transaction: a decision that spans aggregates (a pickup and
   * its orders) is stored whole or not at all. Any stream that moved on fails the lot.
   */
  async appendAll(
    appends: { stream: StreamRef; expectedVersion: number; events: NewEvent[] }[],
    context: CommandContext,
  ): Promise<StoredEvent[][]> {
    let stored: StoredEvent[][];
    try {
      stored = await this.db.transaction(async (tx) => {
        const all: StoredEvent[][] = [];
        for (const { stream, expectedVersion, events } of appends) {
          const written = await this.insert(tx, stream, expectedVersion, events, context);
          for (const event of written) await this.project(tx, event);
          all.push(written);
        }
        return all;
      });
    } catch (error) {
      throw this.translate(error, appends.map((append) => append.stream.id).join(', '));
    }
    this.committed(stored.flat());
    return stored;
  }

  /**
   * Like appendAll, for throughput (carrier events: hundreds of orders at once): every event in one
   * INSERT, and each inline projection folds the lot at once where it can (applyBatch), else one
   * event at a time, in log order. No version look-up: a stream that moved on trips the
   * (stream_id, version) unique key, which fails the lot as ConcurrencyError.
   */
  async appendBatch(
    appends: { stream: StreamRef; expectedVersion: number; events: NewEvent[] }[],
    context: CommandContext,
  ): Promise<StoredEvent[][]> {
    const rows = appends.flatMap(({ stream, expectedVersion, events }) =>
      events.map((event, index) => ({
        stream_id: stream.id,
        stream_type: stream.type,
        version: expectedVersion + index + 1,
        type: event.type,
        data: event.data,
        metadata: metadataOf(event, context),
      })),
    );
    let stored: StoredEvent[];
    try {
      stored = await this.db.transaction(async (tx) => {
        // Only what the database decides comes back: the payloads are ours already (no JSON parsed back).
        const decided: Pick<
          StoredEvent,
          'id' | 'position' | 'transaction_id' | 'stream_id' | 'version' | 'occurred_at'
        >[] = await runSql(
          tx,
          sql`INSERT INTO events (stream_id, stream_type, version, type, data, metadata)
             SELECT e.stream_id, e.stream_type, e.version, e.type, e.data, e.metadata
               FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                    AS (stream_id text, stream_type text, version int, type text, data jsonb, metadata jsonb))
                    WITH ORDINALITY AS e(stream_id, stream_type, version, type, data, metadata, n)
              ORDER BY n
             RETURNING id, position::text AS position, transaction_id::text AS transaction_id, stream_id, version, occurred_at`,
        );
        const rowOf = new Map(rows.map((row) => [`${row.stream_id}:${row.version}`, row]));
        const written: StoredEvent[] = decided.map((event) => ({
          ...rowOf.get(`${event.stream_id}:${event.version}`)!,
          ...event,
        }));
        written.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
        for (const projection of this.registry.inline) {
          const handled = handledBy(projection, written);
          if (handled.length === 0) continue;
          if (projection.applyBatch) await projection.applyBatch(handled, tx);
          else for (const event of handled) await projection.apply(event, tx);
        }
        return written;
      });
    } catch (error) {
      throw this.translate(error, appends.map((append) => append.stream.id).join(', '));
    }
    this.committed(stored);
    const byStream = new Map<string, StoredEvent[]>(appends.map(({ stream }) => [stream.id, []]));
    for (const event of stored) byStream.get(event.stream_id)!.push(event);
    return appends.map(({ stream }) => byStream.get(stream.id)!);
  }

  private async insert(
    tx: EntityManager,
    stream: StreamRef,
    expectedVersion: number,
    events: NewEvent[],
    context: CommandContext,
  ): Promise<StoredEvent[]> {
    // A new stream needs no look-up: a concurrent creator trips the (stream_id, version) unique key.
    if (expectedVersion > 0) {
      const [{ current }] = await runSql(
        tx,
        sql`SELECT coalesce(max(version), 0)::int AS current FROM events WHERE stream_id = ${stream.id}`,
      );
      if (current !== expectedVersion) throw new ConcurrencyError(stream.id);
    }
    const stored: StoredEvent[] = [];
    for (const [index, event] of events.entries()) {
      const [row] = await runSql(tx, insertEvent(stream, expectedVersion + index + 1, event, context));
      stored.push(row);
    }
    return stored;
  }

  private async project(tx: EntityManager, event: StoredEvent): Promise<void> {
    for (const projection of this.registry.inline) {
      if (projection.handles(event.type)) await projection.apply(event, tx);
    }
  }

  /** Only the few projections with a `committed` hook are asked whether they handle the event. */
  private committed(events: StoredEvent[]): void {
    for (const projection of this.registry.inline) {
      if (!projection.committed) continue;
      for (const event of events) if (projection.handles(event.type)) projection.committed(event);
    }
  }

  private translate(error: unknown, streamId: string): unknown {
    if (!(error instanceof QueryFailedError)) return error;
    const driverError = error.driverError as { code?: string; constraint?: string };
    if (driverError.code !== '23505') return error;
    if (driverError.constraint === 'events_stream_id_version_key') return new ConcurrencyError(streamId);
    const message = this.registry.conflictMessage(driverError.constraint);
    return message ? new Conflict(message) : error;
  }
}
