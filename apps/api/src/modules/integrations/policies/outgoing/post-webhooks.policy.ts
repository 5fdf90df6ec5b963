import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../../platform/event-store/stored-event.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { WebhookDeliveryQueue } from '../../jobs/webhook-delivery.job.js';
import { WEBHOOK_EVENT_NAMES } from './webhook-event-types.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** What an integrator receives: the event id doubles as the idempotency key. */
export interface WebhookBody {
  id: string;
  type: string;
  occurred_at: string;
  company_id: string;
  order_id: string;
  data: unknown;
}

/**
 * Posts the company's order and tracking events to the URLs subscribed to them. Run from the event
 * relay (as push-status-to-channel): the delivery rows are written in the claim's transaction, unique
 * per endpoint and event, so a relay retry adds none; the post itself is a BullMQ job per delivery
 * with its own retries, and receivers dedupe on the Idempotency-Key should a post repeat.
 */
@Injectable()
export class PostWebhooksToIntegrators implements Policy {
  readonly name = 'post-webhooks-to-integrators';

  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly queue: WebhookDeliveryQueue,
  ) {}

  handles(type: string): boolean {
    return WEBHOOK_EVENT_NAMES.includes(type);
  }

  async run(event: StoredEvent, db: EntityManager): Promise<void> {
    const companyId = event.metadata.company_id;
    if (!companyId) return;
    // Only what happened after the URL was registered: the relay may still be working through older events.
    const endpoints: { id: string }[] = await runSql(
      db,
      sql`SELECT id FROM webhook_endpoints WHERE company_id = ${companyId} AND ${event.type} = ANY(events) AND created_at <= ${event.occurred_at}`,
    );
    if (endpoints.length === 0) return;
    const body: WebhookBody = {
      id: event.id,
      type: event.type,
      occurred_at: new Date(event.occurred_at).toISOString(),
      company_id: companyId,
      order_id: event.stream_id.replace(/^order-/, ''),
      data: event.data,
    };
    const created: string[] = [];
    for (const endpoint of endpoints) {
      const id = await this.deliveries.create(db, {
        endpoint_id: endpoint.id,
        company_id: companyId,
        event_id: event.id,
        event_type: event.type,
        body: JSON.stringify(body),
      });
      if (id) created.push(id);
    }
    // Queued before the claim commits: a job that runs first finds no row yet and is retried (the sender throws).
    for (const id of created) await this.queue.enqueue(id, 0);
  }
}
