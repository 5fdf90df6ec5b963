import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';

/**
 * The per-integration secret a checkout callback URL carries (Nuvemshop's `callback_url`, the token
 * the merchant types in Tray's Gateway de Frete, the ML endpoint). It is an HMAC of the integration
 * id with CHANNEL_TOKEN_KEY, so nothing is stored and nothing can be guessed from the id alone; it
 * changes only with the key (the same key that seals the channel tokens).
 */
@Injectable()
export class CheckoutSecrets {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of(integrationId: string): string {
    return createHmac('sha256', this.config.channelTokenKey)
      .update(`checkout-callback:${integrationId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** Constant-time, so a wrong secret teaches nothing about the right one. */
  matches(integrationId: string, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(this.of(integrationId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
