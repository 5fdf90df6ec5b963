import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ipThrottleGuard } from '../../../platform/http/ip-throttle.guard.js';
import { Throttled } from '../../../platform/errors/domain-errors.js';
import { REDIS } from '../../../platform/queue/redis.js';

const TOO_MANY = 'Muitos pedidos de redefinição de senha.';

/** PASSWORD_RESET_IP_LIMIT requests per IP per minute, whatever the e-mails. */
export const PasswordResetIpThrottleGuard = ipThrottleGuard(
  'password-reset',
  (config) => config.passwordResetIpLimit,
  TOO_MANY,
);

/**
 * PASSWORD_RESET_EMAIL_LIMIT requests per address per hour, so nobody floods a mailbox with links.
 * Unknown addresses are counted alike: the 429 tells nothing about whether an account exists.
 */
@Injectable()
export class PasswordResetEmailThrottle {
  private readonly limiter: RateLimiterRedis | null;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const points = config.passwordResetEmailLimit;
    this.limiter =
      points > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${config.queuePrefix}:password-reset:email`,
            points,
            duration: 3600,
          })
        : null;
  }

  async admit(email: string): Promise<void> {
    await this.limiter?.consume(email.trim().toLowerCase()).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) throw new Throttled(TOO_MANY, rejection.msBeforeNext);
      throw rejection;
    });
  }
}
