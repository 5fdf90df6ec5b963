import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql } from '../../../platform/database/sql.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import { CHECKOUT_INTEGRATIONS_CHANNEL, CheckoutIntegrations } from '../adapters/checkout/checkout-integrations.js';
import { type CompanyChannelEvent, CompanyChannelEvents } from '../events/company-channel-events.js';

// Not `connected`: a new id, whose callback nobody could call before (its secret is made at connect).
const HANDLED = new Set<string>(
  Object.values(CompanyChannelEvents).filter((type) => type !== CompanyChannelEvents.Connected),
);

const integrationOf = (event: Stored<CompanyChannelEvent>) => event.stream_id.replace(/^company-channel-/, '');

/**
 * Tells every API instance that an integration changed, so each forgets the row its checkout
 * callbacks kept (CheckoutIntegrations). NOTIFY in the appending transaction is delivered only if it
 * commits; this instance forgets at once on commit, before the command answers.
 */
@Injectable()
export class CheckoutIntegrationsNotifier implements Projection<CompanyChannelEvent> {
  readonly name = 'checkout-integrations-notifier';
  readonly tables: string[] = [];

  constructor(private readonly integrations: CheckoutIntegrations) {}

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CompanyChannelEvent>, db: EntityManager): Promise<void> {
    await runSql(db, sql`SELECT pg_notify(${CHECKOUT_INTEGRATIONS_CHANNEL}, ${integrationOf(event)})`);
  }

  committed(event: Stored<CompanyChannelEvent>): void {
    this.integrations.forget(integrationOf(event));
  }
}
