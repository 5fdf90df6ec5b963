import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataSource } from 'typeorm';
import { insertInto } from '../../src/platform/database/sql.js';
import { EventLogReader } from '../../src/platform/event-store/event-log-reader.js';
import { EventStore } from '../../src/platform/event-store/event-store.js';
import type { DomainEvent } from '../../src/platform/event-store/domain-event.js';
import type { Projection } from '../../src/platform/event-store/projection.js';
import { ProjectionRegistry } from '../../src/platform/event-store/projection-registry.js';
import { ConcurrencyError } from '../../src/platform/errors/domain-errors.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const context = () => ({ companyId: null, userId: null, correlationId: randomUUID() });

describe('event store', () => {
  let test: TestApp;
  let store: EventStore;
  let db: DataSource;

  beforeAll(async () => {
    test = await startTestApp();
    store = test.app.get(EventStore);
    db = test.app.get(DataSource);
  });
  afterAll(() => test.close());

  it('lets exactly one of 50 appends at the same expected version win; the other 49 conflict', async () => {
    const stream = { id: `probe-${randomUUID()}`, type: 'probe' };
    await store.append(stream, 0, [{ type: 'probe.started', data: {} }], context());

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        store.append(stream, 1, [{ type: 'probe.touched', data: { i } }], context()),
      ),
    );

    const won = results.filter((r) => r.status === 'fulfilled');
    const conflicts = results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyError);
    expect(won).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    const events = await store.readStream(stream.id);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
  });

  it('lets exactly one of 20 concurrent creations of the same new stream win; the other 19 conflict', async () => {
    const stream = { id: `probe-${randomUUID()}`, type: 'probe' };

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store.append(stream, 0, [{ type: 'probe.started', data: { i } }], context()),
      ),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyError)).toHaveLength(19);
    expect((await store.readStream(stream.id)).map((e) => e.version)).toEqual([1]);
  });

  it("writes a creation and its projections' statements all or nothing, and falls back to a transaction for a projection without one", async () => {
    await db.query('CREATE TABLE IF NOT EXISTS probe_folds (name text PRIMARY KEY, stream_id text NOT NULL)');
    const folding: Projection<DomainEvent<'probe.named', { name: string }>> = {
      name: 'probe-folds',
      tables: ['probe_folds'],
      handles: (type) => type === 'probe.named',
      apply: async (event, tx) =>
        void (await tx.query('INSERT INTO probe_folds (name, stream_id) VALUES ($1, $2)', [
          event.data.name,
          event.stream_id,
        ])),
      statementOf: (event) => insertInto('probe_folds', { name: event.data.name, stream_id: event.stream_id }),
    };
    test.app.get(ProjectionRegistry).registerInline(folding);
    const name = `nome-${randomUUID()}`;
    const first = { id: `probe-${randomUUID()}`, type: 'probe' };
    const [stored] = await store.append(first, 0, [{ type: 'probe.named', data: { name } }], context());
    expect(stored).toMatchObject({ stream_id: first.id, version: 1, type: 'probe.named', data: { name } });
    expect(await db.query('SELECT stream_id FROM probe_folds WHERE name = $1', [name])).toEqual([
      { stream_id: first.id },
    ]);

    const second = { id: `probe-${randomUUID()}`, type: 'probe' };
    await expect(store.append(second, 0, [{ type: 'probe.named', data: { name } }], context())).rejects.toThrow();
    expect(await store.readStream(second.id)).toEqual([]); // the fold failed: no event either

    const later = `nome-${randomUUID()}`;
    await store.append(first, 1, [{ type: 'probe.named', data: { name: later } }], context()); // not a creation: apply in a transaction
    expect(await db.query('SELECT stream_id FROM probe_folds WHERE name = $1', [later])).toEqual([
      { stream_id: first.id },
    ]);
  });

  it('tells inline projections of a commit once it is visible, and never of a failed append', async () => {
    const seen: { type: string; committedRows: number }[] = [];
    const watching: Projection = {
      name: 'probe-commits',
      tables: [],
      handles: (type) => type === 'probe.watched',
      apply: async () => {},
      // What another connection reads at that moment: the commit is done, not merely under way.
      committed: (event) =>
        void db
          .query('SELECT count(*)::int AS n FROM events WHERE id = $1', [event.id])
          .then(([row]) => seen.push({ type: event.type, committedRows: row.n })),
    };
    test.app.get(ProjectionRegistry).registerInline(watching);
    const stream = { id: `probe-${randomUUID()}`, type: 'probe' };
    await store.append(stream, 0, [{ type: 'probe.watched', data: {} }], context());
    await store.append(
      stream,
      1,
      [
        { type: 'probe.watched', data: {} },
        { type: 'probe.other', data: {} },
      ],
      context(),
    );
    await expect(store.append(stream, 1, [{ type: 'probe.watched', data: {} }], context())).rejects.toThrow(
      ConcurrencyError,
    );
    await store.appendAll([{ stream, expectedVersion: 3, events: [{ type: 'probe.watched', data: {} }] }], context());
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual(Array.from({ length: 3 }, () => ({ type: 'probe.watched', committedRows: 1 })));
  });

  it('stamps each event with its metadata', async () => {
    const stream = { id: `probe-${randomUUID()}`, type: 'probe' };
    const ctx = {
      companyId: randomUUID(),
      userId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    await store.append(stream, 0, [{ type: 'probe.started', data: { a: 1 }, schemaVersion: 2 }], ctx);
    const [event] = await store.readStream(stream.id);
    expect(event.metadata).toEqual({
      company_id: ctx.companyId,
      user_id: ctx.userId,
      correlation_id: ctx.correlationId,
      causation_id: ctx.causationId,
      schema_version: 2,
    });
    expect(event.data).toEqual({ a: 1 });
  });

  it('never lets an async reader skip a slow transaction that commits after a faster one', async () => {
    const reader = test.app.get(EventLogReader);
    const name = `probe-reader-${randomUUID()}`;
    const seen: string[] = [];
    const readAll = () =>
      db.transaction(async (tx) => {
        const checkpoint = (await reader.lockCheckpoint(tx, name))!;
        const events = await reader.readAfter(tx, checkpoint, 10_000);
        if (events.length) await reader.saveCheckpoint(tx, name, events[events.length - 1]);
        seen.push(...events.filter((e) => e.type.startsWith('gap.')).map((e) => e.type));
      });
    await readAll(); // moves the checkpoint past everything earlier tests wrote
    seen.length = 0;

    const slow = db.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    await slow.query(
      `INSERT INTO events (stream_id, stream_type, version, type, data, metadata) VALUES ($1, 'probe', 1, 'gap.slow', '{}', '{}')`,
      [`probe-${randomUUID()}`],
    );
    await store.append({ id: `probe-${randomUUID()}`, type: 'probe' }, 0, [{ type: 'gap.fast', data: {} }], context());

    await readAll();
    expect(seen).toEqual([]); // the fast event waits behind the still-open slow transaction

    await slow.commitTransaction();
    await slow.release();
    await readAll();
    await readAll();
    expect(seen).toEqual(['gap.slow', 'gap.fast']);
  });
});
