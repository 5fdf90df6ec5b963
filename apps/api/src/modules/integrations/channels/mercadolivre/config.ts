import type { ChannelConfigReader } from '../channel-config.js';

/** Mercado Livre app credentials and base URLs (docs/integrations.md, CHANNELS.md §3). */
export interface MercadoLivreConfig {
  /** Where the seller authorizes the app ({authUrl}/authorization). */
  authUrl: string;
  /** The REST API root: /oauth/token, /orders/{id}, /shipments/{id}, /users/{id}/items/search… */
  apiUrl: string;
  /** The app's client id; notifications carry it as application_id. */
  appId: string;
  clientSecret: string;
  /** Must equal the redirect URI registered in the app manager: {PUBLIC_URL}/connect/mercadolivre. */
  redirectUri: string;
  /** First wait after a 429 (doubled each try, with jitter). */
  backoffMs: number;
}

export const mercadoLivreConfig: ChannelConfigReader<MercadoLivreConfig> = {
  secrets: ['MERCADOLIVRE_APP_ID', 'MERCADOLIVRE_CLIENT_SECRET'],
  read(env, { publicUrl, stubsBase, stubs }) {
    const stub = `${stubsBase}/mercadolivre`;
    return {
      authUrl: env.MERCADOLIVRE_AUTH_URL || (stubs ? stub : 'https://auth.mercadolivre.com.br'),
      apiUrl: env.MERCADOLIVRE_API_URL || (stubs ? stub : 'https://api.mercadolibre.com'),
      appId: env.MERCADOLIVRE_APP_ID || (stubs ? '5503910054141466' : ''),
      clientSecret: env.MERCADOLIVRE_CLIENT_SECRET || (stubs ? 'segredo-do-app-ml-stub' : ''),
      redirectUri: `${publicUrl}/connect/mercadolivre`,
      backoffMs: 1000,
    };
  },
};
