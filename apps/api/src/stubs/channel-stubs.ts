import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config/app-config.js';

/**
 * Demo mode (CHANNEL_STUBS, on outside production): the channels', carriers' and WhatsApp's stubs
 * served by the API itself under /stubs, so `npm start` and the browser tests connect a store with no
 * internet and no extra process; the app's base URLs point here (app-config's defaults). They come
 * from @despacho/stubs, imported only here and only when on: a production install goes without it.
 */
export function channelStubs(config: AppConfig) {
  return async (app: FastifyInstance) => {
    const { correiosStub, jadlogStub, mercadoLivreStub, nuvemshopStub, sswStub, trayStub, whatsAppStub } =
      await import('@despacho/stubs');
    const nuvemshop = nuvemshopStub({
      appId: config.nuvemshop.appId,
      clientSecret: config.nuvemshop.clientSecret,
      redirectUrl: () => `${config.publicUrl}/connect/nuvemshop`,
      // Another demo company connecting NuvemShop gets a test store of its own, not 'Loja Demo''s.
      chooseStore: config.demoMode,
      // The stub forgets its orders at each boot while Despacho keeps the imported ones (idempotent by
      // channel order id, referenced by number): a new run's orders must not reuse the last run's ids.
      firstOrder: sinceRunsStarted(),
    });
    await app.register(nuvemshop.plugin, { prefix: '/nuvemshop' });
    // Connect it with /connect/tray?url={PUBLIC_URL}/stubs/tray (Tray's landing link carries the store's url).
    const tray = trayStub({
      consumerKey: config.tray.consumerKey,
      consumerSecret: config.tray.consumerSecret,
      notificationUrl: () =>
        `${config.publicUrl}/api/webhooks/tray?secret=${encodeURIComponent(config.tray.notificationSecret)}`,
      // Demo notifications retry within minutes rather than Tray's hours.
      retryDelaysMs: [0, 10_000, 60_000, 300_000],
    });
    await app.register(tray.plugin, { prefix: '/tray' });
    const mercadoLivre = mercadoLivreStub({
      appId: config.mercadoLivre.appId,
      clientSecret: config.mercadoLivre.clientSecret,
      redirectUri: () => config.mercadoLivre.redirectUri,
      // The app manager's callback URL: ML has no API to subscribe, so the stub is told where.
      notificationUrl: () => `${config.publicUrl}/api/webhooks/mercadolivre`,
    });
    await app.register(mercadoLivre.plugin, { prefix: '/mercadolivre' });
    // The carriers' stubs (packages/stubs/src/carriers/<slug>/): one line per connector.
    const pace = { minutesPerStep: config.carriers.stubMinutesPerStep };
    await app.register(correiosStub(pace).plugin, { prefix: '/carriers/correios' });
    await app.register(jadlogStub(pace).plugin, { prefix: '/carriers/jadlog' });
    await app.register(sswStub(pace).plugin, { prefix: '/carriers/ssw' });
    // WhatsApp Business Cloud API for the recipient notices (docs/recipient-notices.md).
    await app.register(whatsAppStub().plugin, { prefix: '/whatsapp' });
  };
}

/** Order ids and numbers that grow with the clock (one a second since 2026), so every boot starts past the last. */
function sinceRunsStarted(): { id: number; number: number } {
  const seconds = Math.floor((Date.now() - Date.UTC(2026, 0, 1)) / 1000);
  return { id: 900_000_000 + seconds, number: 1000 + seconds };
}
