import { type ChannelPlugin, PRODUCTS_LISTING } from '../channel-plugin.js';
import { trayCheckout } from './tray-checkout.js';
import { TrayAdapter } from './tray.adapter.js';

/** Tray (CHANNELS.md §2): each store names its own statuses (GET /orders/statuses), nothing fixed to list. */
export const trayChannel: ChannelPlugin = {
  id: 8,
  name: 'Tray',
  slug: 'tray',
  situations: 'store-defined',
  listings: [PRODUCTS_LISTING],
  adapter: TrayAdapter,
  checkout: trayCheckout,
};
