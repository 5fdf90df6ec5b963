import { forwardRef, Inject, Injectable, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BackgroundTasks } from '../background-tasks/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue, type QueuePolicy } from './job-queue.js';
import { JobWorker, type WorkerSpec } from './job-worker.js';
import { REDIS } from './redis.js';

export type Class<I = unknown> = abstract new (...args: never[]) => I;
/**
 * A provider the job uses: its class, or `() => Class` for one declared later in the same file (the
 * job's own queue, typed by what the job calls on it: TypeScript cannot type a class by its own base).
 */
type Dependency = Class | (() => Class);
type Instances<U extends Record<string, Dependency>> = {
  [K in keyof U]: U[K] extends Class<infer I> ? I : U[K] extends () => Class<infer I> ? I : never;
};

export interface JobSpec<T extends object, U extends Record<string, Dependency>>
  extends QueuePolicy, Omit<WorkerSpec<T, Instances<U>>, 'queue'> {
  /** The providers `process`, `gaveUp` and `atStart` get by these names. */
  uses?: U;
}

/** The bases a job's file extends (named types: the classes inside defineJob have protected members). */
export interface DefinedJob<T extends object, U> {
  Queue: new (redis: Redis, config: AppConfig) => JobQueue<T>;
  Worker: new (redis: Redis, config: AppConfig, ...used: unknown[]) => JobWorker<T, U>;
}

const isClass = (dependency: Dependency): dependency is Class => dependency.prototype !== undefined;

/** Nest injects these into the class's constructor, in order (the same as @Inject on each parameter). */
function inject(target: Type, tokens: Parameters<typeof Inject>[0][]): void {
  Injectable()(target);
  tokens.forEach((token, index) => Inject(token)(target, undefined, index));
}

/**
 * One background job: its queue policy and what runs it. Answers the two bases the job's file
 * extends: `Queue` (injected wherever the job is enqueued; the subclass's `enqueue` chooses the job
 * id) and `Worker` (registered in the job's module; it runs only in processes that run workers).
 */
export function defineJob<T extends object, U extends Record<string, Dependency> = Record<never, never>>(
  spec: JobSpec<T, U>,
): DefinedJob<T, Instances<U>> {
  const names = Object.keys(spec.uses ?? {});
  const dependencies = Object.values<Dependency>(spec.uses ?? {}).map((dependency) =>
    isClass(dependency) ? dependency : forwardRef(dependency),
  );

  class Queue extends JobQueue<T> {
    constructor(redis: Redis, config: AppConfig) {
      super(spec, redis, config);
    }
  }
  inject(Queue, [REDIS, APP_CONFIG]);

  class Worker extends JobWorker<T, Instances<U>> {
    constructor(redis: Redis, config: AppConfig, ...used: unknown[]) {
      const tasks = spec.progress ? (used.shift() as BackgroundTasks) : null;
      super(spec, redis, config, tasks, Object.fromEntries(names.map((name, i) => [name, used[i]])) as Instances<U>);
    }
  }
  // Only a job that reports progress needs the background tasks (and its module to import them).
  inject(Worker, [REDIS, APP_CONFIG, ...(spec.progress ? [BackgroundTasks] : []), ...dependencies]);

  return { Queue, Worker };
}
