// The projection lag under a load: from each order event's transaction start (occurred_at, a bit
// before its commit) to the first sample, every 50 ms, of the checkpoints past it. Shared by
// bench:orders (the slowest of every async projection) and bench:dashboard (its one projection).
import pg from 'pg';
import { percentile } from './bench-data.js';

interface CheckpointSample {
  at: number;
  transactionId: bigint;
  position: bigint;
}

/** Whether the checkpoint had read the event at (transactionId, position), the log's order. */
const reached = (sample: CheckpointSample, transactionId: bigint, position: bigint) =>
  sample.transactionId > transactionId || (sample.transactionId === transactionId && sample.position >= position);

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

export interface ProjectionLag {
  events: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Starts sampling the checkpoints named like `checkpoints` (a LIKE pattern; the slowest one counts);
 * `stop()`, once the load has ended, waits until they pass the log's last event and answers the lag
 * of every order event written since the start.
 */
export async function followProjections(checkpoints: string): Promise<{ stop: () => Promise<ProjectionLag> }> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const samples: CheckpointSample[] = [];
  const started = new Date();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      // Ordered by the qualified xid8 columns: the bare names would sort by the text aliases.
      const { rows } = await db.query(
        `SELECT extract(epoch FROM clock_timestamp()) * 1000 AS at, c.transaction_id::text, c.position::text
           FROM projection_checkpoints c WHERE c.name LIKE $1 ORDER BY c.transaction_id, c.position LIMIT 1`,
        [checkpoints],
      );
      samples.push({
        at: Number(rows[0].at),
        transactionId: BigInt(rows[0].transaction_id),
        position: BigInt(rows[0].position),
      });
      await pause();
    }
  })();
  const stop = async (): Promise<ProjectionLag> => {
    // The requests still in flight commit; sampling goes on until the checkpoints have the log's last event.
    const lastEvent = async () =>
      (
        await db.query(
          `SELECT e.transaction_id::text, e.position::text FROM events e ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1`,
        )
      ).rows[0];
    for (
      let last = await lastEvent(), previous;
      last.position !== previous?.position;
      previous = last, last = await lastEvent()
    ) {
      while (!samples.length || !reached(samples.at(-1)!, BigInt(last.transaction_id), BigInt(last.position)))
        await pause();
    }
    sampling = false;
    await sampler;
    const { rows: events } = await db.query(
      `SELECT extract(epoch FROM e.occurred_at) * 1000 AS at, e.transaction_id::text, e.position::text FROM events e
        WHERE e.occurred_at >= $1 AND e.type LIKE 'order.%' ORDER BY e.transaction_id, e.position`,
      [started],
    );
    await db.end();
    const lags: number[] = [];
    let sample = 0;
    for (const event of events) {
      const transactionId = BigInt(event.transaction_id);
      const position = BigInt(event.position);
      while (sample < samples.length && !reached(samples[sample], transactionId, position)) sample++;
      if (sample === samples.length) break;
      lags.push(samples[sample].at - Number(event.at));
    }
    lags.sort((a, b) => a - b);
    return { events: lags.length, p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) ?? 0 };
  };
  return { stop };
}
