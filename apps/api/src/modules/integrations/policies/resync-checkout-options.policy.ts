import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { CatalogEvents, type CarrierEvent } from '../../catalog/index.js';
import { companiesWithTablesOf, type FreightTableEvent, PricingEvents } from '../../pricing/index.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { CheckoutRegistration } from '../adapters/checkout/checkout-registration.js';
import { SALES_CHANNEL_IDS } from '../queries/catalogue/channel-catalogue.js';
import { ChannelDeliveries } from '../adapters/inbox/channel-deliveries.js';
import type { CompanyChannelRow } from '../queries/company-channel-rows.js';
import { ChannelConnections } from '../adapters/tokens/channel-connections.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** What changes the set of carriers a company can price: a table imported, (de)activated; a carrier (in)activated. */
const CARRIERS_CHANGED = new Set<string>([
  PricingEvents.FreightTableImported,
  PricingEvents.FreightTableCloned,
  PricingEvents.FreightTableActivated,
  PricingEvents.FreightTableDeactivated,
  CatalogEvents.CarrierUpdated,
]);

type CarriersChanged = FreightTableEvent | CarrierEvent;

/**
 * When the carriers a company can price change, the checkout options of its connected stores follow
 * (Nuvemshop hides a rate whose code is not an option, so a carrier added later would never show):
 * the adapter adds the missing options and deletes the ones gone. Run from the event relay (once per
 * event, retried with back-off); each sync is in the integration's delivery log.
 */
@Injectable()
export class ResyncCheckoutOptions implements Policy<CarriersChanged> {
  readonly name = 'resync-checkout-options';

  constructor(
    private readonly checkout: CheckoutRegistration,
    private readonly adapters: ChannelAdapters,
    private readonly connections: ChannelConnections,
    private readonly deliveries: ChannelDeliveries,
  ) {}

  handles(type: string): boolean {
    return CARRIERS_CHANGED.has(type);
  }

  async run(event: Stored<CarriersChanged>, db: EntityManager): Promise<void> {
    // A carrier's change reaches every company with a table of it; a table's, its own company.
    const companies =
      event.type === CatalogEvents.CarrierUpdated || event.type === CatalogEvents.CarrierRegistered
        ? await companiesWithTablesOf(db, event.stream_id.replace(/^carrier-/, ''))
        : [event.data.company_id];
    // Carrier integrations (type 2) are company channels too, with no checkout to resync.
    const integrations: CompanyChannelRow[] = await runSql(
      db,
      sql`SELECT * FROM company_channels WHERE enabled AND channel_id = ANY(${SALES_CHANNEL_IDS}) AND company_id = ANY(${companies}::uuid[])
        ORDER BY created_at, id`,
    );
    for (const integration of integrations)
      if (this.adapters.of(integration.channel_id).syncCheckout) await this.resync(integration, db);
  }

  private async resync(integration: CompanyChannelRow, db: EntityManager): Promise<void> {
    // Two relays syncing one store at once (a table imported, then activated) would both add the same
    // missing option, and the store refuses the second: one sync per store at a time, until this
    // event's transaction ends (stores are locked in one order, so two runs never wait on each other).
    await runSql(db, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout-options:${integration.id}`}, 0))`);
    const log = {
      company_channel_id: integration.id,
      company_id: integration.company_id,
      channel_id: integration.channel_id,
      direction: 'out' as const,
      topic: 'checkout/options',
      resource_id: null,
    };
    try {
      const sync = await this.connections.use(integration, (connection, adapter) =>
        this.checkout.sync(adapter, connection, integration),
      );
      if (sync && (sync.added.length || sync.removed.length))
        await this.deliveries.record({ ...log, body: JSON.stringify(sync), status: 'processed', reason: null });
    } catch (error) {
      await this.deliveries.record({ ...log, body: '{}', status: 'failed', reason: (error as Error).message });
      throw error;
    }
  }
}
