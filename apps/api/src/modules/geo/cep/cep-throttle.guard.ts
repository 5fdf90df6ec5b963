import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { TooManyRequestsError } from '../../../platform/http/app-errors.js';
import { REDIS } from '../../../platform/queue/redis.js';

const WINDOW_SECONDS = 60;

/**
 * The CEP look-up is public: CEP_THROTTLE_LIMIT calls per IP per minute (0: no limit). Malformed
 * CEPs count too. If Redis cannot count, the call goes through (the look-up matters more).
 */
@Injectable()
export class CepThrottleGuard implements CanActivate {
  private readonly logger = new Logger(CepThrottleGuard.name);
  private readonly limiter: RateLimiterRedis | null;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter =
      config.cepThrottleLimit > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${config.queuePrefix}:cep:ip`,
            points: config.cepThrottleLimit,
            duration: WINDOW_SECONDS,
          })
        : null;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.limiter) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    try {
      await this.limiter.consume(request.ip);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        this.logger.warn(`Limite de consultas de CEP não verificado: ${String(rejection)}`);
        return true;
      }
      void http.getResponse<FastifyReply>().header('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      throw new TooManyRequestsError('Muitas consultas de CEP. Tente novamente em instantes.');
    }
  }
}
