import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type WebhookEndpointEvent,
  WebhookEndpointEvents,
  type WebhookEndpointRegistered,
  type WebhookEndpointRemoved,
} from '../events/webhook-endpoint-events.js';

/** A URL an integrator registered to receive the company's order and tracking events. */
export class WebhookEndpoint extends Aggregate<WebhookEndpointEvent> {
  readonly streamType = 'webhook-endpoint';
  companyId = '';
  exists = false;

  register(data: Omit<WebhookEndpointRegistered, 'webhook_endpoint_id'>): void {
    this.raise(WebhookEndpointEvents.Registered, {
      webhook_endpoint_id: this.id,
      ...data,
    } satisfies WebhookEndpointRegistered);
  }

  remove(companyId: string): void {
    // Another company's endpoint answers exactly like a missing one.
    if (!this.exists || this.companyId !== companyId) throw new DomainError('not-found', 'Webhook não encontrado.');
    this.raise(WebhookEndpointEvents.Removed, { company_id: companyId } satisfies WebhookEndpointRemoved);
  }

  protected evolve({ type, data }: WebhookEndpointEvent): void {
    switch (type) {
      case WebhookEndpointEvents.Registered:
        this.exists = true;
        this.companyId = data.company_id;
        return;
      case WebhookEndpointEvents.Removed:
        this.exists = false;
        return;
    }
  }
}
