import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Throttled } from '../../../platform/errors/domain-errors.js';
import { REDIS } from '../../../platform/queue/redis.js';

/** The account-wide slowdown: the first wait past the limit, doubled per further failure up to the cap. */
const SLOWDOWN_FIRST_MS = 500;
const SLOWDOWN_MAX_MS = 4000;

/** How long an attempt on an account waits after `failures` failures on it (from any IP) in the window. */
export function slowdownMs(failures: number, limit: number): number {
  return failures < limit ? 0 : Math.min(SLOWDOWN_FIRST_MS * 2 ** (failures - limit), SLOWDOWN_MAX_MS);
}

/**
 * Brute-force protection without a lockout anyone could trigger (OWASP ASVS 2.2.1, NIST SP 800-63B
 * §5.2.2), every count in Redis so all instances share it, each per LOGIN_THROTTLE_TTL_SECONDS:
 * - per (account, IP): LOGIN_THROTTLE_LIMIT attempts, then 429 until the window ends;
 * - per IP over every account (a password spray): four times as many (offices share one IP);
 * - per account from every IP: past LOGIN_THROTTLE_LIMIT failures each attempt waits longer before
 *   its password is checked (0.5 s, 1 s, 2 s, then 4 s), but is never refused, so failures from
 *   elsewhere cannot keep the owner out.
 * Attempts are counted before the password is checked, so parallel guesses cannot slip past the
 * count; a success gives its attempt back. Unknown e-mails are counted and slowed alike: neither the
 * answer nor its timing tells whether an account exists.
 */
@Injectable()
export class LoginThrottle {
  /** Null with LOGIN_THROTTLE_LIMIT=0: no limit, as the other throttles read 0. */
  private readonly limiters: {
    byPair: RateLimiterRedis;
    byIp: RateLimiterRedis;
    accountFailures: RateLimiterRedis;
  } | null;
  private readonly limit: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const duration = config.loginThrottleTtlSeconds;
    const prefix = `${config.queuePrefix}:login`;
    this.limit = config.loginThrottleLimit;
    this.limiters =
      this.limit > 0
        ? {
            byPair: new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `${prefix}:pair`,
              points: this.limit,
              duration,
            }),
            byIp: new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `${prefix}:ip`,
              points: this.limit * 4,
              duration,
            }),
            accountFailures: new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `${prefix}:account`,
              points: this.limit,
              duration,
            }),
          }
        : null;
  }

  /** Counts the attempt (429 past a limit), then waits as long as the account's failures ask. */
  async admit(account: string, ip: string): Promise<void> {
    if (!this.limiters) return;
    const { byPair, byIp, accountFailures } = this.limiters;
    const counted = await Promise.allSettled([byPair.consume(pairKey(account, ip)), byIp.consume(ip)]);
    const refusals = counted.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    if (refusals.length > 0) {
      throw new Throttled(
        'Muitas tentativas de login.',
        Math.max(...refusals.map((res) => (res as RateLimiterRes).msBeforeNext)),
      );
    }
    const failures = (await accountFailures.get(account))?.consumedPoints ?? 0;
    const wait = slowdownMs(failures, this.limit);
    if (wait > 0) await sleep(wait);
  }

  async recordFailure(account: string): Promise<void> {
    await this.limiters?.accountFailures.penalty(account);
  }

  /** The pair's failures are consecutive ones: a success clears them and gives the IP its attempt back. */
  async recordSuccess(account: string, ip: string): Promise<void> {
    if (!this.limiters) return;
    await Promise.all([this.limiters.byPair.delete(pairKey(account, ip)), this.limiters.byIp.reward(ip)]);
  }
}

function pairKey(account: string, ip: string): string {
  return `${account}|${ip}`;
}
