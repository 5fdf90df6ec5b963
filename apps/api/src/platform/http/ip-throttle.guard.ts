import { type CanActivate, type ExecutionContext, Logger, type Type } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../queue/redis.js';
import { Throttled } from '../errors/domain-errors.js';

const WINDOW_SECONDS = 60;

export interface IpThrottle extends CanActivate {
  admit(ip: string): Promise<void>;
}

/**
 * A guard for public endpoints: `limit(config)` calls per IP per minute (0: no limit), counted in
 * Redis so every instance shares the count. The IP is the connection's, or the one a trusted proxy
 * names (TRUST_PROXY), never a header the client chose. If Redis cannot count, the call goes through
 * (the public page matters more than the limit). `message` says what was refused; the wait follows it.
 */
export function ipThrottleGuard(name: string, limit: (config: AppConfig) => number, message: string): Type<IpThrottle> {
  @Injectable()
  class IpThrottleGuard implements IpThrottle {
    private readonly logger = new Logger(`${name}-throttle`);
    private readonly limiter: RateLimiterRedis | null;

    constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
      const points = limit(config);
      this.limiter =
        points > 0
          ? new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `${config.queuePrefix}:${name}:ip`,
              points,
              duration: WINDOW_SECONDS,
            })
          : null;
    }

    canActivate(context: ExecutionContext): Promise<boolean> {
      return this.admit(context.switchToHttp().getRequest<FastifyRequest>().ip).then(() => true);
    }

    /** Counts one call from `ip`; past the limit, 429. Also used by public actions outside a route. */
    async admit(ip: string): Promise<void> {
      if (!this.limiter) return;
      try {
        await this.limiter.consume(ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          this.logger.warn(`Limite não verificado: ${String(rejection)}`);
          return;
        }
        throw new Throttled(message, rejection.msBeforeNext);
      }
    }
  }
  Object.defineProperty(IpThrottleGuard, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}ThrottleGuard` });
  return IpThrottleGuard;
}
