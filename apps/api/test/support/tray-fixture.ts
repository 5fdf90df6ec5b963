import Fastify, { type FastifyInstance } from 'fastify';
import { trayStub } from '@despacho/stubs';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';

export const TRAY_NOTIFICATION_SECRET = 'segredo-da-url-de-teste';

/** The Tray stub on its own port and the API receiving its notifications, pointed at each other. */
export async function startTrayPair(): Promise<{
  test: TestApp;
  stub: ReturnType<typeof trayStub>;
  stubUrl: string;
  stubApp: FastifyInstance;
  close: () => Promise<void>;
}> {
  const apiPort = await freePort();
  const publicUrl = `http://127.0.0.1:${apiPort}`;
  const stub = trayStub({
    consumerKey: 'chave-de-teste',
    consumerSecret: 'segredo-de-teste',
    notificationUrl: () => `${publicUrl}/api/webhooks/tray?secret=${TRAY_NOTIFICATION_SECRET}`,
    retryDelaysMs: [0, 300, 600, 900],
  });
  const stubApp = Fastify();
  await stubApp.register(stub.plugin);
  const stubUrl = await stubApp.listen({ port: 0, host: '127.0.0.1' });
  const test = await startTestApp({
    runWorkers: true,
    channelStubs: false,
    publicUrl,
    tray: {
      consumerKey: 'chave-de-teste',
      consumerSecret: 'segredo-de-teste',
      notificationSecret: TRAY_NOTIFICATION_SECRET,
      apiHosts: ['.commercesuite.com.br'],
      allowHttp: true,
    },
    // The stub's API root is let through the outbound guard, as the demo's /stubs/ are; nothing else local.
    outboundAllowedUrls: [`${stubUrl}/web_api`],
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
