import type { ChannelConfigReader } from '../channel-config.js';

/** Nuvemshop app credentials and base URLs (docs/integrations.md). */
export interface NuvemshopConfig {
  /** Where the merchant authorizes the app ({authUrl}/apps/{appId}/authorize) and the code is exchanged. */
  authUrl: string;
  /** The REST API root, {apiUrl}/{store_id}/orders... */
  apiUrl: string;
  appId: string;
  /** The app secret: client_secret of the token exchange and the key of the webhook HMAC. */
  clientSecret: string;
  /** Nuvemshop refuses calls without 'User-Agent: App (email)'. */
  userAgent: string;
}

/** Outside production the channel defaults to the local stub (STUBS_URL). */
export const nuvemshopConfig: ChannelConfigReader<NuvemshopConfig> = {
  secrets: ['NUVEMSHOP_APP_ID', 'NUVEMSHOP_CLIENT_SECRET'],
  read(env, { stubsBase, stubs }) {
    const stub = `${stubsBase}/nuvemshop`;
    return {
      authUrl: env.NUVEMSHOP_AUTH_URL || (stubs ? stub : 'https://www.nuvemshop.com.br'),
      apiUrl: env.NUVEMSHOP_API_URL || (stubs ? `${stub}/v1` : 'https://api.nuvemshop.com.br/v1'),
      appId: env.NUVEMSHOP_APP_ID || (stubs ? '1001' : ''),
      clientSecret: env.NUVEMSHOP_CLIENT_SECRET || (stubs ? 'segredo-do-app-stub' : ''),
      userAgent: env.NUVEMSHOP_USER_AGENT || 'Despacho (integracoes@despacho.test)',
    };
  },
};
