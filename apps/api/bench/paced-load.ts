// An open-loop load at a constant rate: request i is due at start + i / rate whatever the answers
// before it did, and its latency counts from that due time, so a slow answer delays nothing it should
// not and hides nothing (no coordinated omission). autocannon's `overallRate` is not that: each
// connection sends its quota for the second back to back at the top of every second, a burst at full
// concurrency followed by silence, and its p99 measures the burst.
import { Agent, request } from 'node:http';
import { percentile } from './bench-data.js';

export interface PacedLoadOptions {
  /** Requests per second. */
  rate: number;
  seconds: number;
  method?: string;
  headers: Record<string, string>;
  /** The body of request i. */
  body: (i: number) => string;
  /** Kept-alive sockets at most; a request due while all are busy waits (and the wait counts). */
  sockets?: number;
}

export interface PacedLoadResult {
  requests: number;
  /** 2xx answers. */
  ok: number;
  /** Other statuses and connection errors. */
  failed: number;
  /** Answers per second over the run, from the first due time to the last answer. */
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

export async function pacedLoad(url: string, options: PacedLoadOptions): Promise<PacedLoadResult> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.sockets ?? 64 });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    let settled = 0;
    const settle = (due: number, success: boolean) => {
      latencies.push(performance.now() - due);
      if (success) ok++;
      else failed++;
      if (++settled === total) resolve();
    };
    const send = (i: number) => {
      const due = started + i * interval;
      const body = options.body(i);
      const call = request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: options.method ?? 'POST',
          agent,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.on('error', () => settle(due, false));
          response.on('end', () => settle(due, response.statusCode! >= 200 && response.statusCode! < 300));
          response.resume();
        },
      );
      call.on('error', () => settle(due, false));
      call.end(body);
    };
    const tick = () => {
      for (const now = performance.now(); sent < total && started + sent * interval <= now; sent++) send(sent);
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    ok,
    failed,
    rate: (ok + failed) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  };
}
