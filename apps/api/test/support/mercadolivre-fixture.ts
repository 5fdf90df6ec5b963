import Fastify, { type FastifyInstance } from 'fastify';
import { mercadoLivreStub } from '@despacho/stubs';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';

export const ML_APP_ID = '5503910054141466';
const ML_SECRET = 'segredo-do-app-ml-de-teste';

/** The Mercado Livre stub on its own port and the API receiving its notifications, pointed at each other. */
export async function startMercadoLivrePair(): Promise<{
  test: TestApp;
  stub: ReturnType<typeof mercadoLivreStub>;
  stubUrl: string;
  stubApp: FastifyInstance;
  close: () => Promise<void>;
}> {
  const apiPort = await freePort();
  const publicUrl = `http://127.0.0.1:${apiPort}`;
  const redirectUri = 'http://web.test/connect/mercadolivre';
  const stub = mercadoLivreStub({
    appId: ML_APP_ID,
    clientSecret: ML_SECRET,
    redirectUri: () => redirectUri,
    notificationUrl: () => `${publicUrl}/api/webhooks/mercadolivre`,
    retryDelaysMs: [0, 300, 600, 900],
  });
  const stubApp = Fastify();
  await stubApp.register(stub.plugin);
  const stubUrl = await stubApp.listen({ port: 0, host: '127.0.0.1' });
  const test = await startTestApp({
    runWorkers: true,
    channelStubs: false,
    publicUrl,
    mercadoLivre: {
      authUrl: stubUrl,
      apiUrl: stubUrl,
      appId: ML_APP_ID,
      clientSecret: ML_SECRET,
      redirectUri,
      backoffMs: 50,
    },
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
