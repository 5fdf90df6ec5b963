import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotFound } from '../../../../platform/errors/domain-errors.js';

/** public-account.md §8: the failure text of the rating page. */
export const ratingNotFound = () => new NotFound('Não foi encontrado nenhum pedido com o código informado');

/**
 * The token of /rate/{trackingCode}/{token}: the order id and an HMAC of it under a key derived
 * from JWT_SECRET, so a rating link cannot be made up for another order.
 */
@Injectable()
export class RatingLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('order-rating-link').digest();
  }

  token(orderId: string): string {
    return `${Buffer.from(orderId.replace(/-/g, ''), 'hex').toString('base64url')}.${this.mac(orderId)}`;
  }

  path(trackingCode: string, orderId: string): string {
    return `/rate/${trackingCode}/${this.token(orderId)}`;
  }

  /** The order a token names, or the spec's 'not found' when it was not made here. */
  orderIdOf(token: string): string {
    const [id, mac] = token.split('.');
    const hex = Buffer.from(id ?? '', 'base64url').toString('hex');
    if (hex.length !== 32 || !mac) throw ratingNotFound();
    const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const expected = Buffer.from(this.mac(orderId));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw ratingNotFound();
    return orderId;
  }

  private mac(orderId: string): string {
    return createHmac('sha256', this.key).update(orderId).digest('base64url').slice(0, 22);
  }
}
