// The environment the API process gets from npm start and from the browser tests.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.mjs';

/**
 * A key from the environment; in development it is generated once into .data/{file} and kept, so
 * sessions and stored channel tokens survive a restart. Production must set it.
 */
function keptSecret(name, file, generate) {
  if (process.env[name]) return process.env[name];
  if (process.env.NODE_ENV === 'production') {
    console.error(`${name} é obrigatório com NODE_ENV=production.`);
    process.exit(1);
  }
  const path = join(root, '.data', file);
  if (!existsSync(path)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(path, generate(), { mode: 0o600 });
  }
  return readFileSync(path, 'utf8').trim();
}

export const jwtSecret = () => keptSecret('JWT_SECRET', 'jwt-secret', () => randomBytes(48).toString('base64url'));

/** The AES-256-GCM key of the sales channels' tokens at rest (docs/integrations.md). */
export const channelTokenKey = () =>
  keptSecret('CHANNEL_TOKEN_KEY', 'channel-token-key', () => randomBytes(32).toString('hex'));

/**
 * The API's V8 flags, given through NODE_OPTIONS so every way of starting it gets them: a 64 MB
 * young generation instead of 16 MB. Under load each young collection copies the state of the
 * requests in flight, so collecting a quarter as often takes most of that cost away (bench:quote,
 * docs/benchmarks.md). A --max-semi-space-size already in NODE_OPTIONS wins.
 */
const API_NODE_OPTIONS = '--max-semi-space-size=64';

function apiNodeOptions(current = '') {
  return current.includes('--max-semi-space-size') ? current : `${current} ${API_NODE_OPTIONS}`.trim();
}

export function apiEnv({ databaseUrl, redisUrl, port, secret, dataDir = join(root, '.data'), extra = {} }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    JWT_SECRET: secret,
    WEB_DIST: join(root, 'apps/web/dist'),
    MAIL_DIR: process.env.MAIL_DIR ?? join(dataDir, 'mail'),
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? join(dataDir, 'uploads'),
    NODE_OPTIONS: apiNodeOptions(process.env.NODE_OPTIONS),
    ...extra,
  };
}

export const DEMO_LOGINS = [
  ['admin@despacho.test', "admin da 'Loja Demo'"],
  ['usuario@despacho.test', "usuário comum da 'Loja Demo'"],
  ['super@despacho.test', "super admin (acessa 'Loja Demo' e 'Outra Loja')"],
  ['admin@outraloja.test', "admin da 'Outra Loja'"],
  ['nova@despacho.test', "admin da 'Loja Nova', recém-chegada: o login abre os primeiros passos"],
];
