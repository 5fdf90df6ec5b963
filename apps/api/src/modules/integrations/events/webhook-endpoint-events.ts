import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the integrators' webhook URLs (stable; payload shapes versioned). */
export const WebhookEndpointEvents = {
  Registered: 'webhook-endpoint.registered',
  Removed: 'webhook-endpoint.removed',
} as const;

export interface WebhookEndpointRegistered {
  webhook_endpoint_id: string;
  company_id: string;
  url: string;
  /** Public event names (outgoing/webhook-event-types.ts) posted to the URL. */
  events: string[];
  /** The signing secret, AES-GCM sealed (TokenCipher): shown to the merchant once, never in clear in the log. */
  secret_ciphertext: string;
  at: string;
}

export interface WebhookEndpointRemoved {
  company_id: string;
}

export type WebhookEndpointEvent =
  | DomainEvent<typeof WebhookEndpointEvents.Registered, WebhookEndpointRegistered>
  | DomainEvent<typeof WebhookEndpointEvents.Removed, WebhookEndpointRemoved>;
