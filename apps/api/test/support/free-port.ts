import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';

/** A port free right now, for an API that must know its own URL before it listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
