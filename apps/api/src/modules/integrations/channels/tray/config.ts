import type { ChannelConfigReader } from '../channel-config.js';

/** Tray app credentials (docs/integrations.md). Each store has its own API root (`api_address`). */
export interface TrayConfig {
  consumerKey: string;
  consumerSecret: string;
  /**
   * Tray's notifications carry no signature: the app's notification URL (set up with Tray's
   * support) is `{PUBLIC_URL}/api/webhooks/tray?secret=…` and a delivery without it is refused.
   */
  notificationSecret: string;
  /**
   * Tray's hosts (or `.suffixes`), the only ones a store's `api_address` may be on: the API posts the
   * app's secret there, so it is never taken from a callback unchecked.
   */
  apiHosts: string[];
  /** Whether plain http API addresses are accepted (the local stub). */
  allowHttp: boolean;
}

export const trayConfig: ChannelConfigReader<TrayConfig> = {
  secrets: ['TRAY_CONSUMER_KEY', 'TRAY_CONSUMER_SECRET', 'TRAY_NOTIFICATION_SECRET'],
  read(env, { stubs }) {
    return {
      consumerKey: env.TRAY_CONSUMER_KEY || (stubs ? 'chave-do-app-stub' : ''),
      consumerSecret: env.TRAY_CONSUMER_SECRET || (stubs ? 'segredo-do-app-stub' : ''),
      notificationSecret: env.TRAY_NOTIFICATION_SECRET || (stubs ? 'segredo-das-notificacoes-stub' : ''),
      apiHosts: (env.TRAY_API_HOSTS || '.commercesuite.com.br,.tray.com.br')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      allowHttp: stubs,
    };
  },
};
