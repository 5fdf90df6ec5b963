import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';

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

  /** `storeUrl`: the store the merchant started from (Tray), bound to the state so the callback cannot swap it. */
  async issue(companyId: string, userId: string, channelId: number, storeUrl?: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const owner = `${companyId}:${userId}:${channelId}`;
    await this.redis.set(this.key(state), storeUrl ? `${owner} ${storeUrl}` : owner, 'EX', STATE_TTL_SECONDS);
    return state;
  }

  /**
   * When `state` was issued to this user, company and channel: what was bound to it (`storeUrl`,
   * null when none); otherwise null. It is spent either way.
   */
  async consume(
    state: string,
    companyId: string,
    userId: string,
    channelId: number,
  ): Promise<{ storeUrl: string | null } | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(state)) return null;
    const value = (await this.redis.getdel(this.key(state))) ?? '';
    const space = value.indexOf(' ');
    const owner = space < 0 ? value : value.slice(0, space);
    const storeUrl = space < 0 ? null : value.slice(space + 1);
    return owner === `${companyId}:${userId}:${channelId}` ? { storeUrl } : null;
  }

  private key(state: string): string {
    return `${this.config.queuePrefix}:oauth-state:${state}`;
  }
}
