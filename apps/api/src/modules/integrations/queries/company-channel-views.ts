import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ChannelDirectory } from './catalogue/channel-directory.js';
import { CheckoutSecrets } from '../adapters/checkout/checkout-secrets.js';
import { CarrierChannels } from './carrier-channels.js';
import { companyChannelDtoOf } from './company-channel-dto.js';
import type { CompanyChannelRow } from './company-channel-rows.js';
import type { CompanyChannelDto } from './integrations.dto.js';

/** Rows of company_channels as the screen sees them: sales channels and carrier integrations alike. */
@Injectable()
export class CompanyChannelViews {
  constructor(
    private readonly directory: ChannelDirectory,
    private readonly secrets: CheckoutSecrets,
    private readonly carrierChannels: CarrierChannels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(rows: readonly CompanyChannelRow[]): Promise<CompanyChannelDto[]> {
    const carriers = await this.carrierChannels.views(rows.filter((row) => this.directory.isCarrier(row.channel_id)));
    return rows.map((row) => {
      const channel = this.directory.find(row.channel_id);
      if (!channel) throw new Error(`Canal ${row.channel_id} fora do catálogo.`);
      const carrier = carriers.get(row.id);
      return companyChannelDtoOf(row, channel, this.config.publicUrl, carrier ? '' : this.secrets.of(row.id), carrier);
    });
  }
}
