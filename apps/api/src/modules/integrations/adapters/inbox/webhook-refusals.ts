import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { Throttled } from '../../../../platform/errors/domain-errors.js';
import { REDIS } from '../../../../platform/queue/redis.js';

const WINDOW_SECONDS = 60;

/**
 * Deliveries to the webhook receivers that failed authentication (a wrong HMAC, a wrong URL secret,
 * another app's id, a Mercado Livre resource the seller's token does not know), counted in Redis per
 * channel and source IP. Past WEBHOOK_REFUSAL_LIMIT in a minute, that address gets 429 on that
 * channel's receiver, for whatever it cannot prove, until the window ends. A refused delivery is never
 * stored: its body is the sender's, and a store id in it names a victim, not the sender.
 */
@Injectable()
export class WebhookRefusals {
  private readonly logger = new Logger('WebhookRefusals');
  private readonly limiter: RateLimiterRedis | null;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter =
      config.webhookRefusalLimit > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${config.queuePrefix}:webhook-refusals`,
            points: config.webhookRefusalLimit,
            duration: WINDOW_SECONDS,
          })
        : null;
  }

  /** 429 when this address already used up its refusals on this channel's receiver. */
  async admit(channel: string, ip: string): Promise<void> {
    const counted = await this.limiter?.get(key(channel, ip));
    if (counted && counted.remainingPoints <= 0)
      throw new Throttled('Muitas notificações recusadas deste endereço.', counted.msBeforeNext);
  }

  /** Counts one refused delivery from `ip` (null: unknown, e.g. a delivery re-queued at start) and logs it, without its body. */
  async count(channel: string, ip: string | null, reason: string): Promise<void> {
    this.logger.warn(`Webhook ${channel} recusado (origem ${ip ?? 'desconhecida'}): ${reason}`);
    if (ip) await this.limiter?.penalty(key(channel, ip));
  }
}

function key(channel: string, ip: string): string {
  return `${channel}|${ip}`;
}
