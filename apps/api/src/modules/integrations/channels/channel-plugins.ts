import type { ChannelPlugin } from './channel-plugin.js';
import { mercadoLivreChannel } from './mercadolivre/mercadolivre.channel.js';
import { nuvemshopChannel } from './nuvemshop/nuvemshop.channel.js';
import { trayChannel } from './tray/tray.channel.js';

/** The sales channels with a plug-in (one folder each under channels/): adding one is one line here. */
export const CHANNEL_PLUGINS: readonly ChannelPlugin[] = [
  trayChannel, // 8 tray
  nuvemshopChannel, // 29 nuvemshop
  mercadoLivreChannel, // 30 mercadolivre
];

export const channelPlugin = (id: number): ChannelPlugin | undefined =>
  CHANNEL_PLUGINS.find((plugin) => plugin.id === id);

export const channelPluginBySlug = (slug: string): ChannelPlugin | undefined =>
  CHANNEL_PLUGINS.find((plugin) => plugin.slug === slug);
