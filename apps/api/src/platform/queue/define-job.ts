import { Inject, Injectable, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BackgroundTasks } from '../background-tasks/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue, type QueuePolicy } from './job-queue.js';
import { JobWorker, type WorkerSpec } from './job-worker.js';
import { REDIS } from './redis.js';

export type Class<I = unknown> = abstract new (...args: never[]) => I;
type Instances<U extends Record<string, Class>> = { [K in keyof U]: U[K] extends Class<infer I> ? I : never };

/** The enqueue side of a job: where it goes, how it is retried, how it shows in the log. */
export interface JobSpec<T extends object> extends QueuePolicy, Pick<WorkerSpec<T, never>, 'describe'> {}

/** The process side of a job: what runs it and with which providers. */
export interface JobRunSpec<T extends object, U extends Record<string, Class>> extends Omit<
  WorkerSpec<T, Instances<U>>,
  'queue' | 'describe'
> {
  /** The providers `process`, `gaveUp` and `atStart` get by these names. */
  uses?: U;
}

/** What a job's files extend (named types: the classes inside defineJob have protected members). */
export interface DefinedJob<T extends object> {
  Queue: new (redis: Redis, config: AppConfig) => JobQueue<T>;
  worker<U extends Record<string, Class> = Record<never, never>>(
    run: JobRunSpec<T, U>,
  ): new (redis: Redis, config: AppConfig, ...used: unknown[]) => JobWorker<T, Instances<U>>;
}

/** Nest injects these into the class's constructor, in order (the same as @Inject on each parameter). */
function inject(target: Type, tokens: Parameters<typeof Inject>[0][]): void {
  Injectable()(target);
  tokens.forEach((token, index) => Inject(token)(target, undefined, index));
}

/**
 * One background job, in two files so that what enqueues it never imports what processes it (an
 * import cycle otherwise: a worker's providers often enqueue the same job). `<name>.job.ts` calls
 * defineJob and extends `Queue` (the subclass's `enqueue` chooses the job id); `<name>.worker.ts`
 * extends `worker({ uses, process, ... })`, registered in the job's module and run only in processes
 * that run workers.
 */
export function defineJob<T extends object>(spec: JobSpec<T>): DefinedJob<T> {
  class Queue extends JobQueue<T> {
    constructor(redis: Redis, config: AppConfig) {
      super(spec, redis, config);
    }
  }
  inject(Queue, [REDIS, APP_CONFIG]);

  function worker<U extends Record<string, Class>>(run: JobRunSpec<T, U>) {
    const names = Object.keys(run.uses ?? {});
    const full = { ...run, queue: spec.queue, describe: spec.describe };
    class Worker extends JobWorker<T, Instances<U>> {
      constructor(redis: Redis, config: AppConfig, ...used: unknown[]) {
        const tasks = run.progress ? (used.shift() as BackgroundTasks) : null;
        super(full, redis, config, tasks, Object.fromEntries(names.map((name, i) => [name, used[i]])) as Instances<U>);
      }
    }
    // Only a job that reports progress needs the background tasks (and its module to import them).
    inject(Worker, [REDIS, APP_CONFIG, ...(run.progress ? [BackgroundTasks] : []), ...Object.values(run.uses ?? {})]);
    return Worker;
  }

  return { Queue, worker };
}
