import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { PgChannelListener } from '../../../../platform/database/pg-channel-listener.js';
import { type CompanyChannelRow, CompanyChannelRows } from '../../queries/company-channel-rows.js';

/** NOTIFY channel of CheckoutIntegrationsNotifier: the id of an integration whose row changed. */
export const CHECKOUT_INTEGRATIONS_CHANNEL = 'despacho_checkout_integrations';

/**
 * The integrations the checkout callbacks name, by id, kept in memory as the quote keeps its pricing
 * (PricingIndex): a callback reads no row. Every API instance LISTENs and forgets an id when one of
 * its events commits; without LISTEN each call reads the row. Only ids whose secret matched are asked,
 * so the map holds the real integrations at most.
 */
@Injectable()
export class CheckoutIntegrations implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rows = new Map<string, Promise<CompanyChannelRow | null>>();
  private readonly listener: PgChannelListener;

  constructor(
    private readonly integrations: CompanyChannelRows,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.listener = new PgChannelListener(config.databaseUrl, CHECKOUT_INTEGRATIONS_CHANNEL, {
      message: (id) => this.forget(id),
      lost: () => this.rows.clear(),
    });
  }

  byId(id: string): Promise<CompanyChannelRow | null> {
    if (!this.listener.live) return this.integrations.byId(id);
    let row = this.rows.get(id);
    if (!row) {
      row = this.integrations.byId(id);
      row.catch(() => this.rows.delete(id));
      this.rows.set(id, row);
    }
    return row;
  }

  forget(id: string): void {
    this.rows.delete(id);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }
}
