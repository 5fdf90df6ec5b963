import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config/app-config.js';
import { nuvemshopStub } from './nuvemshop/nuvemshop-stub.js';

/**
 * Demo mode (CHANNEL_STUBS, on outside production): the channel stubs served by the API itself
 * under /stubs, so `npm start` and the browser tests connect a store with no internet and no extra
 * process; the app's base URLs point here (app-config's defaults).
 */
export function channelStubs(config: AppConfig) {
  return async (app: FastifyInstance) => {
    const nuvemshop = nuvemshopStub({
      appId: config.nuvemshop.appId,
      clientSecret: config.nuvemshop.clientSecret,
      redirectUrl: () => `${config.publicUrl}/connect/nuvemshop`,
    });
    await app.register(nuvemshop.plugin, { prefix: '/nuvemshop' });
  };
}
