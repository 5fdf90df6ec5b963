import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * A worker process (APP_ROLE=worker, this build's main.js) calling the Correios stub of `apiUrl`,
 * with the bench's own settings in `env`; resolves once it runs.
 */
export async function startBenchWorker(apiUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [new URL('../src/main.js', import.meta.url).pathname], {
    env: {
      ...process.env,
      APP_ROLE: 'worker',
      PORT: '0',
      CORREIOS_API_URL: `${apiUrl}/stubs/carriers/correios`,
      CATCH_UP_INTERVAL_MS: '0',
      TRACKING_POLL_EVERY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    worker.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4096);
      if (/Despacho worker rodando/.test(output)) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`O worker terminou (código ${code}) antes de rodar.`)));
  });
  return worker;
}

/** Stops a worker (SIGKILL: as a crash) and waits for it to exit. */
export async function stopBenchWorker(worker: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = once(worker, 'exit');
  worker.kill(signal);
  await exited;
}
