import { Redis } from 'ioredis';

export const REDIS = Symbol('REDIS');

/** BullMQ workers need maxRetriesPerRequest null: their blocking reads must wait, not fail. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}
