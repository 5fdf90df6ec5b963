import { createServer, type Server } from 'node:http';
import type { HealthService } from './health.service.js';

/**
 * A worker process serves no API: only GET /api/health/live and /api/health/ready (the same
 * answers as on an API process), so orchestrators probe every role alike.
 */
export function startWorkerHealthServer(health: HealthService, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET') return send(405, { message: 'Método não permitido.' });
    if (path === '/api/health/live') return send(200, { status: 'ok' });
    if (path === '/api/health/ready' || path === '/api/health') {
      health.readiness().then(
        (readiness) => send(readiness.ready ? 200 : 503, readiness),
        () => send(503, { ready: false }),
      );
      return;
    }
    send(404, { message: 'Processo worker: só /api/health/live e /api/health/ready.' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
