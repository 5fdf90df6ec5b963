import { hostname } from 'node:os';
import type { WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/**
 * What every BullMQ worker of this process shares. The name (host#pid) is recorded on each job it
 * takes (processedBy), so operators see which replica ran it; JOB_LOCK_MS bounds how long a job of
 * a dead worker waits before another worker takes it over.
 */
export function workerOptions(config: AppConfig, redis: Redis, concurrency: number): WorkerOptions {
  return {
    connection: redis.duplicate(),
    prefix: config.queuePrefix,
    concurrency,
    name: `${hostname()}#${process.pid}`,
    lockDuration: config.jobLockMs,
    stalledInterval: config.jobLockMs,
  };
}
