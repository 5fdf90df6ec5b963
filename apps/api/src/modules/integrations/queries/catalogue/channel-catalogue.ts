import { CHANNEL_PLUGINS, channelPlugin } from '../../channels/channel-plugins.js';
import type { ChannelPlugin } from '../../channels/channel-plugin.js';
import type { ChannelFilter } from './channel-filters.js';

/** A credential a carrier integration asks for (type 2): secrets are never shown again once saved. */
export interface CredentialFieldEntry {
  name: string;
  label: string;
  secret: boolean;
  required: boolean;
  hint?: string;
}

/** One entry of the integration catalogue (settings.md §3 Company channel → channel). */
export interface ChannelEntry {
  id: number;
  name: string;
  /** 1 ERP/marketplace, 2 carrier integration. */
  type: 1 | 2;
  icon: string;
  layout: string;
  listings: { label: string; resource: string }[];
  /** No plug-in yet (no statuses to map either): listed, but it cannot be added. */
  is_disabled: boolean;
  /**
   * The channel statuses internal statuses 3, 4 and 5 can map to; empty in the catalogue where each
   * store defines its own (Tray), which GET company-channels/{id}/situations reads from the store.
   */
  situations: { id: string; name: string }[];
  /** Carrier integrations (type 2) only: the credentials the connect form asks for. */
  credential_fields?: CredentialFieldEntry[];
}

/** The channels of settings.md §9 without a plug-in (channels/<slug>/): listed, disabled. */
const PLANNED: readonly { id: number; name: string; slug: string }[] = [
  { id: 3, name: 'MadeiraMadeira', slug: 'madeiramadeira' },
  { id: 6, name: 'Tiny', slug: 'tiny' },
  { id: 7, name: 'Bling', slug: 'bling' },
  { id: 9, name: 'Skyhub (B2W)', slug: 'skyhub' },
  { id: 10, name: 'Magalu', slug: 'magalu' },
  { id: 11, name: 'Via Varejo', slug: 'viavarejo' },
  { id: 12, name: 'WooCommerce', slug: 'woocommerce' },
  { id: 13, name: 'TrayCorp', slug: 'traycorp' },
  { id: 14, name: 'Omie', slug: 'omie' },
  { id: 15, name: 'Simplo7', slug: 'simplo7' },
  { id: 16, name: 'Leroy Merlin', slug: 'leroy' },
  { id: 25, name: 'Ricardo Eletro', slug: 'ricardoeletro' },
  { id: 26, name: 'Carrefour', slug: 'carrefour' },
  { id: 31, name: 'AnyMarket', slug: 'anymarket' },
  { id: 32, name: 'Lojas Colombo', slug: 'colombo' },
];

const entry = (
  { id, name, slug }: { id: number; name: string; slug: string },
  plugin?: ChannelPlugin,
): ChannelEntry => ({
  id,
  name,
  type: 1,
  icon: `/channels/${slug}.svg`,
  layout: slug,
  listings: plugin ? [...plugin.listings] : [],
  is_disabled: !plugin,
  situations: plugin && plugin.situations !== 'store-defined' ? [...plugin.situations] : [],
});

/**
 * The ERP/marketplace catalogue (type 1) by id: each plug-in's channel, and the planned ones a
 * plug-in does not take over yet.
 */
export const CHANNEL_CATALOGUE: readonly ChannelEntry[] = [
  ...CHANNEL_PLUGINS.map((plugin) => entry(plugin, plugin)),
  ...PLANNED.filter(({ id }) => !channelPlugin(id)).map((channel) => entry(channel)),
].sort((a, b) => a.id - b.id);

/** The sales channels' ids: loops over company_channels that call a channel adapter keep to these. */
export const SALES_CHANNEL_IDS: readonly number[] = CHANNEL_CATALOGUE.map((channel) => channel.id);

export const channelEntry = (id: number): ChannelEntry | undefined =>
  CHANNEL_CATALOGUE.find((channel) => channel.id === id);

/** What an integration's order import can be restricted by (its plug-in's filters). */
export const channelFilters = (id: number): readonly ChannelFilter[] => channelPlugin(id)?.filters ?? [];
