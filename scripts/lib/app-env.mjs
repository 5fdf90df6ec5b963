// The environment the API process gets from npm start and from the browser tests.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.mjs';

/** In development the key is generated once and kept, so sessions survive a restart. */
export function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  if (process.env.NODE_ENV === 'production') {
    console.error('JWT_SECRET é obrigatório com NODE_ENV=production.');
    process.exit(1);
  }
  const file = join(root, '.data', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The AES-256-GCM key of the sales channels' tokens at rest: generated once into .data/, like the JWT secret. */
export function channelTokenKey() {
  if (process.env.CHANNEL_TOKEN_KEY) return process.env.CHANNEL_TOKEN_KEY;
  if (process.env.NODE_ENV === 'production') {
    console.error('CHANNEL_TOKEN_KEY é obrigatório com NODE_ENV=production.');
    process.exit(1);
  }
  const file = join(root, '.data', 'channel-token-key');
  if (!existsSync(file)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
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
    FILES_DIR: process.env.FILES_DIR ?? join(dataDir, 'files'),
    MAIL_DIR: process.env.MAIL_DIR ?? join(dataDir, 'mail'),
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? join(dataDir, 'uploads'),
    ...extra,
  };
}

export const DEMO_LOGINS = [
  ['admin@despacho.test', "admin da 'Loja Demo'"],
  ['usuario@despacho.test', "usuário comum da 'Loja Demo'"],
  ['super@despacho.test', "super admin (acessa 'Loja Demo' e 'Outra Loja')"],
  ['admin@outraloja.test', "admin da 'Outra Loja'"],
];
