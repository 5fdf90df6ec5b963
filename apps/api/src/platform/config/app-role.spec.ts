import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const base = { DATABASE_URL: 'postgres://x@127.0.0.1/x', JWT_SECRET: 'segredo' };

describe('APP_ROLE and STORAGE_URL', () => {
  it('runs everything in one process by default (npm start)', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ role: 'all', runWorkers: true, catchUpIntervalMs: 250, storage: null });
  });

  it('leaves queues, catch-up and relay to the workers in an API-only process', () => {
    expect(loadConfig({ ...base, APP_ROLE: 'api' })).toMatchObject({
      role: 'api',
      runWorkers: false,
      catchUpIntervalMs: 0,
    });
    expect(loadConfig({ ...base, APP_ROLE: 'worker' })).toMatchObject({
      role: 'worker',
      runWorkers: true,
      catchUpIntervalMs: 250,
    });
  });

  it('refuses an unknown role with a clear message', () => {
    expect(() => loadConfig({ ...base, APP_ROLE: 'web' })).toThrow(
      "APP_ROLE deve ser api, worker ou all, recebido 'web'.",
    );
  });

  it('turns the S3 adapter on with STORAGE_URL and needs the bucket and keys then', () => {
    const env = {
      ...base,
      STORAGE_URL: 'http://minio:9000/',
      STORAGE_BUCKET: 'despacho',
      STORAGE_ACCESS_KEY: 'a',
      STORAGE_SECRET_KEY: 'b',
      STORAGE_PREFIX: '/loja/',
    };
    expect(loadConfig(env).storage).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'despacho',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: 'loja',
    });
    expect(() => loadConfig({ ...env, STORAGE_BUCKET: '' })).toThrow(
      'A variável de ambiente STORAGE_BUCKET é obrigatória.',
    );
    expect(() => loadConfig({ ...env, STORAGE_URL: 'minio:9000/despacho' })).toThrow(
      'STORAGE_URL deve ser o endereço do serviço S3',
    );
  });
});
