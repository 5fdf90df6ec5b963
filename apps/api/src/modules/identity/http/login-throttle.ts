import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { TooManyRequestsError } from '../../../platform/http/app-errors.js';
import { REDIS } from '../../../platform/queue/redis.js';

/**
 * Failed logins are counted per account and per IP (the IP gets more room: offices share one).
 * The answer is the same whether or not the e-mail exists.
 */
@Injectable()
export class LoginThrottle {
  private readonly byAccount: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const duration = config.loginThrottleTtlSeconds;
    const prefix = `${config.queuePrefix}:login`;
    this.byAccount = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:account`, points: config.loginThrottleLimit, duration });
    this.byIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:ip`, points: config.loginThrottleLimit * 4, duration });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.byAccount.get(email), this.byIp.get(ip)]);
    const blocked = [account, address].filter(
      (res, i) => res && res.consumedPoints >= (i === 0 ? this.byAccount.points : this.byIp.points),
    );
    if (blocked.length > 0) throw this.tooMany(Math.max(...blocked.map((res) => res!.msBeforeNext)));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byAccount.penalty(email), this.byIp.penalty(ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byAccount.delete(email);
  }

  private tooMany(msBeforeNext: number): TooManyRequestsError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new TooManyRequestsError(`Muitas tentativas de login. Tente novamente em ${seconds} segundos.`);
  }
}

