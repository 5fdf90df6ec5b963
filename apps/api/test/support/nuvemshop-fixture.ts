import { createHmac, randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { nuvemshopStub, type NuvemshopStubOptions } from '@despacho/stubs';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';

export const NUVEMSHOP_APP_ID = '1001';
export const NUVEMSHOP_SECRET = 'segredo-do-app-de-teste';

/** The Nuvemshop stub on its own port and the API listening for its webhooks, pointed at each other. */
export async function startNuvemshopPair(
  overrides: Partial<AppConfig> = {},
  stubOptions: Partial<NuvemshopStubOptions> = {},
): Promise<{
  test: TestApp;
  stub: ReturnType<typeof nuvemshopStub>;
  stubUrl: string;
  stubApp: FastifyInstance;
  close: () => Promise<void>;
}> {
  const stub = nuvemshopStub({
    appId: NUVEMSHOP_APP_ID,
    clientSecret: NUVEMSHOP_SECRET,
    redirectUrl: () => 'http://web.test/connect/nuvemshop',
    retryDelaysMs: [0, 300, 600, 900],
    // A store of its own per file: files share the test database, and a store connected by another
    // file's company would answer 409 'Esta loja já está integrada a outra conta.'.
    storeId: randomInt(100_000, 1_000_000),
    ...stubOptions,
  });
  const stubApp = Fastify();
  await stubApp.register(stub.plugin);
  const stubUrl = await stubApp.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = await freePort();
  const test = await startTestApp({
    runWorkers: true,
    channelStubs: false,
    publicUrl: `http://127.0.0.1:${apiPort}`,
    nuvemshop: {
      authUrl: stubUrl,
      apiUrl: `${stubUrl}/v1`,
      appId: NUVEMSHOP_APP_ID,
      clientSecret: NUVEMSHOP_SECRET,
      userAgent: 'Despacho testes (teste@despacho.test)',
    },
    ...overrides,
  });
  await test.app.listen(apiPort, '127.0.0.1');
  return {
    test,
    stub,
    stubUrl,
    stubApp,
    close: async () => {
      await test.close();
      await stubApp.close();
    },
  };
}

export const signed = (body: string, secret = NUVEMSHOP_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');
