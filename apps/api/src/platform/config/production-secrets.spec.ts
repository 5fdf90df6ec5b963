import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_SECRETS } from './app-config.js';

const base = { DATABASE_URL: 'postgres://x@127.0.0.1/x', JWT_SECRET: 'segredo' };
const everySecret = Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, `valor-de-${name}`]));
everySecret.CHANNEL_TOKEN_KEY = 'a'.repeat(64);

describe('secrets production needs', () => {
  it('refuses to start in production without the channels’ app secrets, naming every missing one', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', CHANNEL_TOKEN_KEY: 'a'.repeat(64) })).toThrow(
      'Com NODE_ENV=production estas variáveis de ambiente são obrigatórias e não foram definidas: NUVEMSHOP_APP_ID, NUVEMSHOP_CLIENT_SECRET, TRAY_CONSUMER_KEY, TRAY_CONSUMER_SECRET, TRAY_NOTIFICATION_SECRET, MERCADOLIVRE_APP_ID, MERCADOLIVRE_CLIENT_SECRET (veja .env.example).',
    );
  });

  it('counts a blank value as missing, and the stubs switched on do not stand in for them', () => {
    const env = { ...base, ...everySecret, NODE_ENV: 'production', CHANNEL_STUBS: 'on', NUVEMSHOP_CLIENT_SECRET: ' ' };
    expect(() => loadConfig(env)).toThrow(/definidas: NUVEMSHOP_CLIENT_SECRET \(/);
  });

  it('starts in production with every secret set, using them', () => {
    const config = loadConfig({ ...base, ...everySecret, NODE_ENV: 'production' });
    expect(config.nuvemshop.clientSecret).toBe('valor-de-NUVEMSHOP_CLIENT_SECRET');
    expect(config.mercadoLivre.appId).toBe('valor-de-MERCADOLIVRE_APP_ID');
    expect(config.tray.notificationSecret).toBe('valor-de-TRAY_NOTIFICATION_SECRET');
  });

  it('needs none of them outside production (the local stubs’ keys)', () => {
    expect(loadConfig(base).nuvemshop.clientSecret).toBe('segredo-do-app-stub');
  });
});
