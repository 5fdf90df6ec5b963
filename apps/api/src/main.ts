import './platform/runtime/v8-flags.js';
import { createApp } from './app.factory.js';
import { type AppConfig, loadConfig } from './platform/config/app-config.js';
import { DemoCarrierTracking } from './modules/carrier-integrations/jobs/polling/demo-carrier-tracking.js';
import { DemoStore } from './modules/integrations/jobs/demo/demo-store.js';
import { HealthService } from './platform/health/health.service.js';
import { startWorkerHealthServer } from './platform/health/worker-health-server.js';

const config = configOrExit();
const app = await createApp(config);

// Graceful stop (Nest's shutdown hooks): readiness fails, the HTTP server stops taking connections
// and waits for the requests in flight, workers finish their jobs, the catch-up its batch. Past
// the bound the process exits anyway: BullMQ hands an unfinished job to another worker.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`Encerramento passou de ${config.shutdownTimeoutMs} ms: saindo com trabalho em andamento.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
  });
}

if (config.role === 'worker') {
  // Answers until the process ends (not ready once stopping); the API's Fastify routes are never bound.
  await startWorkerHealthServer(app.get(HealthService), config.port);
  console.log(`Despacho worker rodando (saúde em http://localhost:${config.port}/api/health/ready)`);
} else {
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Printed only once the port is bound; scripts/lib/processes.mjs (API_LISTENING) waits for this line.
  console.log(
    `Despacho API ouvindo em ${config.publicUrl} (documentação em ${config.publicUrl}/docs)${config.role === 'api' ? ' [APP_ROLE=api]' : ''}`,
  );
  // Demo mode only (the stub it connects is served by this process, so after listen).
  void app.get(DemoStore).start();
  void app.get(DemoCarrierTracking).start();
}

/** A missing or malformed setting stops the start with its message alone (no stack trace to read through). */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Despacho não iniciou: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
