import type { ChannelEntry } from './catalogue/channel-catalogue.js';
import type { CarrierChannelView } from './carrier-channels.js';
import { channelPlugin } from '../channels/channel-plugins.js';
import type { CompanyChannelRow } from './company-channel-rows.js';
import type { CompanyChannelDto } from './integrations.dto.js';

/**
 * The screen's shape of an integration (settings.md §3 Company channel), without its access token;
 * with the checkout callback the merchant configures: `property.url_de_frete` and `token.token`, which
 * Tray takes in separate fields (the other channels' URL carries the same secret). A carrier
 * integration (type 2) has no webhook nor checkout (blank) and brings `carrier_integration` instead.
 */
export function companyChannelDtoOf(
  row: CompanyChannelRow,
  channel: ChannelEntry,
  publicUrl: string,
  checkoutSecret: string,
  carrier: CarrierChannelView | null = null,
): CompanyChannelDto {
  const sales = channel.type === 1;
  return {
    id: row.id,
    channel_id: row.channel_id,
    channel,
    // A carrier integration's store_id is the company's, then the account: the screen shows the account.
    store_id: sales ? row.store_id : (carrier?.account ?? null),
    property: {
      integration_name: row.name,
      enabled: row.enabled,
      situation_map: row.situation_map,
      situation_enabled: Object.keys(row.situation_map).length > 0,
      filter_map: row.filter_map ?? {},
      store_host: row.store_host,
      webhook: sales ? `${publicUrl}/api/webhooks/${channel.layout}` : '',
      url_de_frete: !sales
        ? ''
        : channelPlugin(row.channel_id)?.checkout.secretParam
          ? `${publicUrl}/api/checkout/${channel.layout}/${row.id}`
          : `${publicUrl}/api/checkout/${channel.layout}/${row.id}/${checkoutSecret}`,
    },
    token: { token: sales ? checkoutSecret : '' },
    created_at: new Date(row.created_at).toISOString(),
    carrier_integration: carrier?.integration ?? null,
  };
}
