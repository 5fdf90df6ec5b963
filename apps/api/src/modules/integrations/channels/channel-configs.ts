import type { ChannelConfigContext } from './channel-config.js';
import { mercadoLivreConfig } from './mercadolivre/config.js';
import { nuvemshopConfig } from './nuvemshop/config.js';
import { trayConfig } from './tray/config.js';

/**
 * Each sales channel's settings, one line per channel, under the key AppConfig carries them by.
 * Kept apart from the plug-in list (channel-plugins.ts): app-config loads this before Nest, and the
 * plug-ins' adapters import app-config, so one list holding both would be an import cycle.
 */
const CHANNEL_CONFIGS = {
  nuvemshop: nuvemshopConfig,
  tray: trayConfig,
  mercadoLivre: mercadoLivreConfig,
} as const;

type Configs = typeof CHANNEL_CONFIGS;
export type ChannelConfigs = { [K in keyof Configs]: ReturnType<Configs[K]['read']> };

/** The channels' keys production cannot run without, in the order of the list above. */
export const CHANNEL_SECRETS: readonly string[] = Object.values(CHANNEL_CONFIGS).flatMap((config) => config.secrets);

export function readChannelConfigs(env: NodeJS.ProcessEnv, context: ChannelConfigContext): ChannelConfigs {
  const entries = Object.entries(CHANNEL_CONFIGS).map(([key, config]) => [key, config.read(env, context)]);
  return Object.fromEntries(entries) as ChannelConfigs;
}
