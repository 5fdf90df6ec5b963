import { Injectable } from '@nestjs/common';
import { CarrierChannels } from '../carrier-channels.js';
import { CHANNEL_CATALOGUE, type ChannelEntry, channelEntry } from './channel-catalogue.js';

/** Both catalogues: the sales channels (type 1) and the carrier integrations, one per connector (type 2). */
@Injectable()
export class ChannelDirectory {
  private readonly carriers: ReadonlyMap<number, ChannelEntry>;

  constructor(carrierChannels: CarrierChannels) {
    this.carriers = new Map(carrierChannels.entries().map((entry) => [entry.id, entry]));
  }

  list(type?: number): ChannelEntry[] {
    const all = [...CHANNEL_CATALOGUE, ...this.carriers.values()];
    return all.filter((channel) => type === undefined || channel.type === type);
  }

  find(id: number): ChannelEntry | undefined {
    return this.carriers.get(id) ?? channelEntry(id);
  }

  isCarrier(id: number): boolean {
    return this.carriers.has(id);
  }
}
