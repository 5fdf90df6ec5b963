// pnpm soak:events: 16 writers append SOAK_EVENTS events (1,000,000 by default) with random sleeps
// inside their transactions while the process running the async catch-up runner and the event
// relay, and the process running the BullMQ side-effect worker, are killed (SIGKILL) and started
// again every SOAK_KILL_EVERY_SECONDS (30). At the end: events written, events each async
// projection saw, side effects applied (each exactly once) and the projection lag (max, p99).
// Its own database, despacho_soak (SOAK_DATABASE), on the server of BENCH_DATABASE_URL.
import 'reflect-metadata';
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, type INestApplicationContext, Module, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { createDataSource } from '../src/platform/database/database.provider.js';
import { EventStore } from '../src/platform/event-store/event-store.js';
import { ProjectionRegistry } from '../src/platform/event-store/projection-registry.js';
import type { Policy, Projection } from '../src/platform/event-store/projection.js';
import type { StoredEvent } from '../src/platform/event-store/stored-event.js';
import { benchEnvironment } from './bench-api.js';

const EVENT = 'SoakEventRecorded';
const TARGET = Number(process.env.SOAK_EVENTS ?? 1_000_000);
const WRITERS = Number(process.env.SOAK_WRITERS ?? 16);
const KILL_EVERY_MS = Number(process.env.SOAK_KILL_EVERY_SECONDS ?? 30) * 1000;
const SETTLE_TIMEOUT_MS = Number(process.env.SOAK_SETTLE_SECONDS ?? 900) * 1000;
const DATABASE = process.env.SOAK_DATABASE ?? 'despacho_soak';
const role = process.argv[2] ?? 'main';

// A queue of this run's own, kept by benchEnvironment.
process.env.QUEUE_PREFIX ??= `soak-${Date.now()}`;
const serverUrl = benchEnvironment(DATABASE);

/** Sleeps inside the appending transaction: most a few ms, one in 200 up to a second. */
const writerSleep: Projection = {
  name: 'soak-writer-sleep',
  tables: [],
  handles: (type) => type === EVENT,
  async apply(event) {
    if (event.version !== 1) return;
    await sleep(Math.random() < 0.005 ? 100 + Math.random() * 900 : Math.random() * 5);
  },
};

/** An async projection that records every event it folds, counting a second fold of the same event. */
const soakProjection: Projection = {
  name: 'soak',
  tables: ['soak_projected'],
  handles: (type) => type === EVENT,
  async apply(event: StoredEvent, tx: EntityManager) {
    await tx.query(
      `INSERT INTO soak_projected (event_id, stream_id, projected_at) VALUES ($1, $2, clock_timestamp())
       ON CONFLICT (event_id) DO UPDATE SET times = soak_projected.times + 1`,
      [event.id, event.stream_id],
    );
  },
};

/** A side effect per event, counting a second application of the same event. */
const soakPolicy: Policy = {
  name: 'soak-effect',
  handles: (type) => type === EVENT,
  async run(event: StoredEvent, tx: EntityManager) {
    await tx.query(
      'INSERT INTO soak_effects (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET times = soak_effects.times + 1',
      [event.id],
    );
  },
};

let register: (registry: ProjectionRegistry) => void = () => {};

/** Registers the soak's projections and policy as the application's modules do theirs: before bootstrap. */
@Module({})
class SoakModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    register(this.registry);
  }
}

function context(
  overrides: { catchUpIntervalMs: number; runWorkers: boolean },
  registration: typeof register,
): Promise<INestApplicationContext> {
  register = registration;
  const root = { module: SoakModule, imports: [AppModule.forRoot({ ...loadConfig(), ...overrides })] };
  return NestFactory.createApplicationContext(root, { logger: ['error', 'warn'], abortOnError: false });
}

/** A child: the catch-up runner with the relay ('consumer'), or the BullMQ side-effect worker ('worker'). */
async function child(kind: string): Promise<void> {
  await context({ catchUpIntervalMs: kind === 'consumer' ? 100 : 0, runWorkers: kind === 'worker' }, (registry) => {
    registry.registerAsync(soakProjection);
    registry.registerPolicy(soakPolicy);
  });
  process.send?.('ready');
}

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const db = await createDataSource({ databaseUrl: process.env.DATABASE_URL! }).initialize();
  await db.runMigrations({ transaction: 'all' });
  await db.query(
    'CREATE TABLE soak_projected (event_id uuid PRIMARY KEY, stream_id uuid NOT NULL, projected_at timestamptz NOT NULL, times int NOT NULL DEFAULT 1)',
  );
  await db.query('CREATE TABLE soak_effects (event_id uuid PRIMARY KEY, times int NOT NULL DEFAULT 1)');
  await db.destroy();
}

/** A child process that is killed and started again; `restart` starts it after a SIGKILL. */
class Restartable {
  private process: ChildProcess | null = null;
  kills = 0;

  constructor(private readonly kind: string) {}

  async start(): Promise<void> {
    const started = fork(new URL(import.meta.url).pathname, [this.kind], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.process = started;
    await new Promise<void>((resolve, reject) => {
      started.once('message', () => resolve());
      started.once('exit', (code) => reject(new Error(`${this.kind} saiu com código ${code} antes de subir.`)));
    });
  }

  async restart(): Promise<void> {
    this.kill();
    this.kills++;
    await this.start();
  }

  kill(): void {
    this.process?.removeAllListeners('exit');
    this.process?.kill('SIGKILL');
    this.process = null;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function main(): Promise<void> {
  await prepareDatabase();
  const app = await context({ catchUpIntervalMs: 0, runWorkers: false }, (registry) =>
    registry.registerInline(writerSleep),
  );
  const store = app.get(EventStore);
  const db = app.get(DataSource);
  const consumer = new Restartable('consumer');
  const worker = new Restartable('worker');
  await Promise.all([consumer.start(), worker.start()]);

  const committedAt = new Map<string, number>();
  let written = 0;
  let failedAppends = 0;
  const started = Date.now();
  const writer = async () => {
    while (written < TARGET) {
      const count = Math.min(1 + Math.floor(Math.random() * 4), TARGET - written);
      written += count;
      const streamId = randomUUID();
      const events = Array.from({ length: count }, (_, n) => ({ type: EVENT, data: { n } }));
      try {
        await store.append({ id: streamId, type: 'soak' }, 0, events, {
          companyId: null,
          userId: null,
          correlationId: streamId,
        });
        committedAt.set(streamId, Date.now());
      } catch (error) {
        failedAppends++;
        written -= count;
        console.error(`append falhou: ${(error as Error).message}`);
      }
    }
  };
  // Kills alternate: the consumer, then KILL_EVERY_MS / 2 later the worker, each every KILL_EVERY_MS.
  let restarting = Promise.resolve();
  let turn = 0;
  const killer = setInterval(() => {
    restarting = restarting.then(() => (turn++ % 2 === 0 ? consumer : worker).restart());
  }, KILL_EVERY_MS / 2);
  const counts = async () => {
    const [row] = await db.query(
      `SELECT (SELECT count(*) FROM events WHERE type = $1)::int AS events, (SELECT count(*) FROM soak_projected)::int AS projected,
              (SELECT count(*) FROM soak_effects)::int AS effects`,
      [EVENT],
    );
    return row as { events: number; projected: number; effects: number };
  };
  const reporter = setInterval(() => {
    void counts().then((c) =>
      console.log(
        `${Math.round((Date.now() - started) / 1000)} s: ${c.events} eventos, ${c.projected} projetados, ${c.effects} efeitos`,
      ),
    );
  }, 10_000);

  await Promise.all(Array.from({ length: WRITERS }, writer));
  const writeSeconds = (Date.now() - started) / 1000;
  clearInterval(killer);
  await restarting;
  const settleStarted = Date.now();
  let final = await counts();
  while (
    (final.projected < final.events || final.effects < final.events) &&
    Date.now() - settleStarted < SETTLE_TIMEOUT_MS
  ) {
    await sleep(1000);
    final = await counts();
  }
  clearInterval(reporter);
  const settleSeconds = (Date.now() - settleStarted) / 1000;

  const [twice] = await db.query(
    `SELECT (SELECT count(*) FROM soak_projected WHERE times > 1)::int AS projected, (SELECT count(*) FROM soak_effects WHERE times > 1)::int AS effects,
            (SELECT count(*) FROM side_effects WHERE effect = 'soak-effect')::int AS claims`,
  );
  const checkpoints = await db.query(
    `SELECT c.name, (SELECT count(*) FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position))::int AS behind
       FROM projection_checkpoints c ORDER BY c.name`,
  );
  const lags: number[] = [];
  for (const row of await db.query(
    'SELECT stream_id, extract(epoch FROM min(projected_at)) * 1000 AS at FROM soak_projected GROUP BY stream_id',
  )) {
    const committed = committedAt.get(row.stream_id);
    if (committed !== undefined) lags.push(Math.max(0, Number(row.at) - committed));
  }
  lags.sort((a, b) => a - b);
  console.log(`
Soak de eventos: ${WRITERS} escritores, ${final.events} eventos em ${writeSeconds.toFixed(0)} s (${(final.events / writeSeconds).toFixed(0)} eventos/s), ${failedAppends} appends recusados
Mortes (SIGKILL): runner+relay ${consumer.kills}, worker de efeitos ${worker.kills}; tudo em dia ${settleSeconds.toFixed(0)} s depois do último evento
Projeção assíncrona 'soak': ${final.projected} eventos vistos (${twice.projected} mais de uma vez)
Efeitos colaterais 'soak-effect': ${final.effects} aplicados (${twice.effects} mais de uma vez), ${twice.claims} registros em side_effects
Checkpoints (eventos ainda por ler): ${checkpoints.map((c: { name: string; behind: number }) => `${c.name}=${c.behind}`).join(', ')}
Atraso da projeção (do commit ao fold): p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, máximo ${(lags.at(-1) ?? 0).toFixed(0)} ms
${final.events === final.projected && final.events === final.effects && !twice.projected && !twice.effects ? 'OK: eventos = projetados = efeitos, cada um uma vez.' : 'FALHA: as contagens não batem.'}`);
  consumer.kill();
  worker.kill();
  await app.close();
  process.exit(0);
}

await (role === 'main' ? main() : child(role));
