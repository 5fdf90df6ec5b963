import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MerchantHttp, type MerchantResponse, MerchantUrlError } from '../../adapters/merchant-http.js';
import { TokenCipher } from '../../adapters/tokens/token-cipher.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const TIMEOUT_MS = 10_000;
/** The receiver's answer is not read: a little of it is enough to know it answered. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The signature header: `sha256=` + hex HMAC-SHA256 of the raw body with the endpoint's secret. */
export const SIGNATURE_HEADER = 'X-Despacho-Signature';

export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A post the receiver did not take (non-2xx, timeout, refused URL): the job retries it. */
export class WebhookPostFailed extends Error {}

/** Posts one delivery, signed, and records the attempt (status, response code, error). */
@Injectable()
export class WebhookSender {
  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly cipher: TokenCipher,
    private readonly db: DataSource,
    private readonly http: MerchantHttp,
  ) {}

  async send(deliveryId: string): Promise<void> {
    const delivery = await this.deliveries.byId(deliveryId);
    // Not committed yet (the relay's transaction) or removed with its endpoint.
    if (!delivery) throw new WebhookPostFailed(`Entrega ${deliveryId} ainda não gravada.`);
    if (delivery.status === 'delivered') return;
    const [endpoint] = await runSql(
      this.db,
      sql`SELECT url, secret_ciphertext FROM webhook_endpoints WHERE id = ${delivery.endpoint_id}`,
    );
    if (!endpoint) return;
    let response: MerchantResponse;
    try {
      // The address is checked again on this post's own connection: a DNS answer can change.
      response = await this.http.request(endpoint.url, {
        method: 'POST',
        timeoutMs: TIMEOUT_MS,
        maxBytes: MAX_ANSWER_BYTES,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Despacho-Webhooks/1.0',
          'X-Despacho-Event': delivery.event_type,
          'X-Despacho-Delivery': delivery.id,
          'Idempotency-Key': delivery.event_id,
          [SIGNATURE_HEADER]: signatureOf(this.cipher.open(endpoint.secret_ciphertext), delivery.body),
        },
        body: delivery.body,
      });
    } catch (error) {
      if (error instanceof MerchantUrlError) return this.fail(deliveryId, null, error.message);
      throw error;
    }
    if (response.ok) return this.deliveries.attempted(deliveryId, 'delivered', response.status, null);
    return this.fail(deliveryId, response.status, `O servidor respondeu ${response.status}.`);
  }

  private async fail(id: string, code: number | null, error: string): Promise<never> {
    await this.deliveries.attempted(id, 'pending', code, error);
    throw new WebhookPostFailed(error);
  }
}
