import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchApi } from './bench-api.js';

describe('startBenchApi', () => {
  // Another program holding the port and answering /api/health as a healthy API would.
  const impostor = createServer((_, response) => response.end('{"status":"ok"}'));
  let port: number;
  beforeAll(async () => {
    impostor.listen(0, '127.0.0.1');
    await once(impostor, 'listening');
    port = (impostor.address() as AddressInfo).port;
  });
  afterAll(() => impostor.close());

  // Beside this spec the API is not built (no main.js beside the bench): it exits at once, as one that lost its port does.
  it('refuses to benchmark whatever answers on the port when its own API never listens there', async () => {
    await expect(startBenchApi({}, port)).rejects.toThrow(`antes de ouvir na porta ${port}`);
  });
});
