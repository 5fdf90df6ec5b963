import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';

/**
 * Reserves the next free slot of one carrier account on Redis's clock and answers how long to wait
 * for it: calls of every worker process are spaced 1/callsPerSecond apart, with no burst at a
 * window's edge (a counter per second would allow two seconds' worth across the boundary).
 */
const RESERVE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, free)
local spacing = tonumber(ARGV[1])
redis.call('SET', KEYS[1], slot + spacing, 'PX', slot + spacing - now + 60000)
return slot - now`;

/** The carrier's rate limit, shared by every process polling the same integration. */
@Injectable()
export class CarrierCallPacer {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolves when this integration may make its next call at `callsPerSecond`. */
  async turn(integrationId: string, callsPerSecond: number): Promise<void> {
    const spacing = Math.max(1, Math.round(1000 / callsPerSecond));
    const key = `${this.config.queuePrefix}:carrier-pace:${integrationId}`;
    const waitMs = Number(await this.redis.eval(RESERVE, 1, key, spacing));
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
