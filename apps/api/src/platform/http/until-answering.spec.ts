import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { untilAnswering } from './until-answering.js';

/** A port where nothing listens now (taken, then given back). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('untilAnswering', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it('waits for a server that starts listening later, and takes any status as an answer', async () => {
    const port = await freePort();
    setTimeout(() => {
      server = createServer((_, response) => response.writeHead(404).end()).listen(port, '127.0.0.1');
    }, 1500);
    const started = Date.now();
    await untilAnswering(`http://127.0.0.1:${port}/stubs`, 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("gives up past the wait with fetch's own error when nothing ever listens", async () => {
    const port = await freePort();
    await expect(untilAnswering(`http://127.0.0.1:${port}/stubs`, 500)).rejects.toThrow('fetch failed');
  });
});
