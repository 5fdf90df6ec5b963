// Preloaded into the bench's API with BENCH_SQL_COUNT=<file> (bench-api.ts): counts every statement
// the process sends to PostgreSQL (one pg query is one round trip), keyed by who sent it — an async
// consumer's checkpoint name while CatchUpRunner.step runs it, else the first application frame of
// the stack — and by the statement's first words. A first SIGWINCH starts counting from zero, a
// second writes the counts as JSON to the file. Bench-only: nothing in the product knows of it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';

const file = process.env.BENCH_SQL_COUNT!;
const consumer = new AsyncLocalStorage<string>();
let counts = new Map<string, number>();
let counting = false;

/** The first frame of the API's own code that is not the database plumbing it all goes through. */
function caller(stack: string): string {
  for (const line of stack.split('\n').slice(2)) {
    if (!line.includes('/apps/api/dist/') || line.includes('/platform/database/')) continue;
    const name = /at (?:async )?([\w.<>$]+) \(/.exec(line)?.[1];
    if (name) return name;
  }
  return 'other';
}

const head = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);

// The build being measured (BENCH_API_MAIN's or this one's) has its own node_modules: its pg is patched.
const main = process.argv[1];
const { Client } = createRequire(main)('pg') as typeof pg;
const query = Client.prototype.query as (...args: unknown[]) => unknown;
Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
    const who = consumer.getStore() ?? caller(new Error().stack ?? '');
    const key = `${who}\t${head(text)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return query.apply(this, args);
} as typeof Client.prototype.query;

Error.stackTraceLimit = 60;
// Its runner's steps run under their consumer's name: BEGIN, checkpoint and folds count as that consumer's.
const runnerPath = join(dirname(main), 'platform/event-store/catch-up-runner.js');
const { CatchUpRunner } = await import(pathToFileURL(runnerPath).href);
const step = CatchUpRunner.prototype.step;
CatchUpRunner.prototype.step = function (this: unknown, target: { checkpointName: string }) {
  return consumer.run(target.checkpointName, () => step.call(this, target));
};

// SIGWINCH, not SIGUSR2: that one is among Nest's shutdown signals (enableShutdownHooks).
process.on('SIGWINCH', () => {
  if (!counting) {
    counts = new Map();
    counting = true;
    return;
  }
  counting = false;
  writeFileSync(file, JSON.stringify(Object.fromEntries(counts)));
});
