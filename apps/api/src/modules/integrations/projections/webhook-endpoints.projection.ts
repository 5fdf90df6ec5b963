import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { WebhookEndpointEvent } from '../events/webhook-endpoint-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { WebhookEndpointEvents } from '../events/webhook-endpoint-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(WebhookEndpointEvents));

/** webhook_endpoints: the settings screen and the policy that posts the events. */
@Injectable()
export class WebhookEndpointsProjection implements Projection<WebhookEndpointEvent> {
  readonly name = 'webhook-endpoints';
  // The delivery log is not made from events: a rebuild keeps it.
  readonly tables = ['webhook_endpoints'] as const;

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<WebhookEndpointEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.replace(/^webhook-endpoint-/, '');
    switch (event.type) {
      case WebhookEndpointEvents.Registered: {
        const e = event.data;
        await runSql(
          db,
          sql`INSERT INTO webhook_endpoints (id, company_id, url, events, secret_ciphertext, created_at)
           VALUES (${e.webhook_endpoint_id}, ${e.company_id}, ${e.url}, ${e.events}, ${e.secret_ciphertext}, ${e.at})`,
        );
        return;
      }
      case WebhookEndpointEvents.Removed: {
        await runSql(db, sql`DELETE FROM webhook_deliveries WHERE endpoint_id = ${id}`);
        await runSql(db, sql`DELETE FROM webhook_endpoints WHERE id = ${id}`);
        return;
      }
      default:
        unfolded(event);
    }
  }
}
