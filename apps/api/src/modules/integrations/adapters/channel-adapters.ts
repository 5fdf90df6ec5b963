import { Inject, Injectable } from '@nestjs/common';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { CHANNEL_PLUGINS } from '../channels/channel-plugins.js';
import type { ChannelAdapter } from './channel-adapter.js';

/** DI token of the plug-ins' adapters, in CHANNEL_PLUGINS' order (integrations.module.ts provides it). */
export const CHANNEL_ADAPTER_LIST = Symbol('CHANNEL_ADAPTER_LIST');

/** The adapter of each channel that has a plug-in, by channel id. */
@Injectable()
export class ChannelAdapters {
  private readonly byChannel: Map<number, ChannelAdapter>;

  constructor(@Inject(CHANNEL_ADAPTER_LIST) adapters: readonly ChannelAdapter[]) {
    this.byChannel = new Map(CHANNEL_PLUGINS.map((plugin, index) => [plugin.id, adapters[index]]));
  }

  of(channelId: number): ChannelAdapter {
    const adapter = this.byChannel.get(channelId);
    if (!adapter) throw new InvalidInput('Este canal ainda não pode ser integrado.');
    return adapter;
  }
}
