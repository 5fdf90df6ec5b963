import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/queue/redis.js';

/** The merchant has this long to authorize in the channel and come back. */
const STATE_TTL_SECONDS = 15 * 60;

/**
 * OAuth `state` (CSRF): a random value bound in Redis to who started the connection and to which
 * channel; the callback's NewCompanyChannel must bring it back, once, from the same user and company.
 */
@Injectable()
export class OAuthStates {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(companyId: string, userId: string, channelId: number): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await this.redis.set(this.key(state), `${companyId}:${userId}:${channelId}`, 'EX', STATE_TTL_SECONDS);
    return state;
  }

  /** True when `state` was issued to this user, company and channel; it is spent either way. */
  async consume(state: string, companyId: string, userId: string, channelId: number): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(state)) return false;
    const owner = await this.redis.getdel(this.key(state));
    return owner === `${companyId}:${userId}:${channelId}`;
  }

  private key(state: string): string {
    return `${this.config.queuePrefix}:oauth-state:${state}`;
  }
}
