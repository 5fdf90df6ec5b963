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
export interface JobSpec<T extends object> extends QueuePolicy, Pick<WorkerSpec<T, never>, 'describe'> {
  /**
   * The job id of an enqueue: the same key enqueued again adds nothing (a retried command, a
   * redelivered event). With it the queue has `enqueue(data)`; without it the job's own subclass adds.
   */
  keyedBy?: (data: T) => string;
}

/** The queue of a job defined with `keyedBy`. */
export interface KeyedJobQueue<T extends object> extends JobQueue<T> {
  enqueue(data: T): Promise<void>;
}

/** The process side of a job: what runs it and with which providers. */
export interface JobRunSpec<T extends object, U extends Record<string, Class>> extends Omit<
  WorkerSpec<T, Instances<U>>,
  'queue' | 'describe'
> {
  /** The providers `process`, `gaveUp` and `atStart` get by these names. */
  uses?: U;
}

/** What a job's files extend (named types: the classes inside defineJob have protected members). */
export interface DefinedJob<T extends object, Q extends JobQueue<T> = JobQueue<T>> {
  Queue: new (redis: Redis, config: AppConfig) => Q;
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
 * defineJob and extends `Queue` (its `enqueue` gives the `keyedBy` job id, or the subclass's own
 * methods choose one); `<name>.worker.ts` extends `worker({ uses, process, ... })`, registered in
 * the job's module and run only in processes that run workers.
 */
export function defineJob<T extends object>(
  spec: JobSpec<T> & Required<Pick<JobSpec<T>, 'keyedBy'>>,
): DefinedJob<T, KeyedJobQueue<T>>;
export function defineJob<T extends object>(spec: JobSpec<T>): DefinedJob<T>;
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

  if (!spec.keyedBy) return { Queue, worker };
  const key: (data: T) => string = spec.keyedBy;
  class KeyedQueue extends Queue implements KeyedJobQueue<T> {
    async enqueue(data: T): Promise<void> {
      await this.add(data, key(data));
    }
  }
  return { Queue: KeyedQueue, worker };
}
