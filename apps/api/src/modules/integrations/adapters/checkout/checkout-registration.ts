import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { ChannelAdapter, ChannelConnection, CheckoutSync } from '../channel-adapter.js';
import { channelEntry } from '../../queries/catalogue/channel-catalogue.js';
import { checkoutOptionsOf } from './checkout-options.js';
import { CheckoutSecrets } from './checkout-secrets.js';

/**
 * The store's checkout pointed at the integration's quote callback with one option per carrier the
 * company can price, where the channel has an API for it (Nuvemshop's Shipping Carrier). Run at
 * connect and again whenever the company's carriers change; null for channels without that API.
 */
@Injectable()
export class CheckoutRegistration {
  constructor(
    private readonly db: DataSource,
    private readonly secrets: CheckoutSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sync(
    adapter: ChannelAdapter,
    connection: ChannelConnection,
    integration: { id: string; channel_id: number; company_id: string },
  ): Promise<CheckoutSync | null> {
    const layout = channelEntry(integration.channel_id)?.layout;
    if (!adapter.syncCheckout || !layout) return null;
    const callbackUrl = `${this.config.publicUrl}/api/checkout/${layout}/${integration.id}/${this.secrets.of(integration.id)}`;
    return adapter.syncCheckout(connection, callbackUrl, await checkoutOptionsOf(this.db, integration.company_id));
  }
}
