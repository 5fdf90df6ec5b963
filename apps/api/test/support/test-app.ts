import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import supertest from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env.js';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_PASSWORD = 'senha-de-teste-1';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => supertest.Agent;
  close: () => Promise<void>;
}

/**
 * The real application on the real test database and Redis. Async consumers do not poll (tests
 * drain them when they mean to); workers run only when asked; queue keys are private to the app.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, JWT_SECRET: TEST_JWT_SECRET }),
    catchUpIntervalMs: 0,
    runWorkers: false,
    // Timers of their own only when a test asks (it drives one tick itself).
    demoStoreOrderEverySeconds: 0,
    missedNoticesEveryMinutes: 0,
    queuePrefix: `test-${randomUUID()}`,
    mailDir: mkdtempSync(join(tmpdir(), 'despacho-mail-')),
    uploadDir: mkdtempSync(join(tmpdir(), 'despacho-uploads-')),
    ...overrides,
  };
  const app = await createApp(config, { logger: false });
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    http: () => supertest.agent(app.getHttpServer()),
    close: () => app.close(),
  };
}
