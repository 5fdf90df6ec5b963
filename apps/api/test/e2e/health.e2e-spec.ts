import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthService } from '../../src/platform/health/health.service.js';
import { startLocalS3, type LocalS3 } from '../support/s3-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('health: liveness and readiness', () => {
  let s3: LocalS3;
  let s3Running = false;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    s3Running = true;
    app = await startTestApp({ storage: s3.config('health') });
  });
  afterAll(async () => {
    await app?.close();
    if (s3Running) await s3.stop();
  });

  it('answers live without asking anything, ready when database, Redis and storage answer', async () => {
    await app.http().get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await app.http().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      ready: true,
      stopping: false,
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    await app.http().get('/api/health').expect(200);
  });

  it('is not ready (503, naming the storage) when the S3 server is gone, and still live', async () => {
    await s3.stop();
    s3Running = false;
    const ready = await app.http().get('/api/health/ready').expect(503);
    expect(ready.body.checks).toEqual({ database: 'ok', redis: 'ok', storage: 'falhou' });
    await app.http().get('/api/health/live').expect(200);
  });

  it('answers not ready (503, stopping) from the first shutdown hook on, so the proxy stops sending requests', async () => {
    await app.app.get(HealthService).onModuleDestroy();
    const ready = await app.http().get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ ready: false, stopping: true });
    await app.http().get('/api/health/live').expect(200);
  });
});
