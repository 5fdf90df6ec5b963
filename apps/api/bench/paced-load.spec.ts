import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load.js';

describe('pacedLoad', () => {
  const arrivals: number[] = [];
  const bodies: string[] = [];
  // Answers 201 at once, except body '0' (300 ms late) and body '7' (a 500).
  const server = createServer((request, response) => {
    arrivals.push(performance.now());
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.statusCode = body === '7' ? 500 : 201;
      if (body === '0') setTimeout(() => response.end('late'), 300);
      else response.end('ok');
    });
  });
  let url: string;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/load`;
  });
  afterAll(() => server.close());

  it('spreads the requests over the run instead of sending them in a burst, and counts each answer', async () => {
    const result = await pacedLoad(url, { rate: 100, seconds: 1, headers: {}, body: (i) => String(i) });

    expect(result).toMatchObject({ requests: 100, ok: 99, failed: 1 });
    expect([...bodies].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 100 }, (_, i) => String(i)));
    // Sent as a burst, the 100 would arrive within a few ms; paced, a tenth of a second holds about 10.
    const busiest = Math.max(
      ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 100).length),
    );
    expect(busiest).toBeLessThanOrEqual(30);
    expect(arrivals[arrivals.length - 1] - arrivals[0]).toBeGreaterThan(800);
    // The late answer is the slowest latency: it is counted, from its due time.
    expect(result.max).toBeGreaterThanOrEqual(300);
    expect(result.p50).toBeLessThan(300);
  });
});
