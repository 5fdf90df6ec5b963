import { Injectable } from '@nestjs/common';
import { carrierChannelEntry } from '../../../carrier-integrations/domain/carrier-catalogue.js';
import { CarrierConnectors } from '../../../carrier-integrations/connectors/carrier-connectors.js';
import { CHANNEL_CATALOGUE, type ChannelEntry, channelEntry } from './channel-catalogue.js';

/** Both catalogues: the sales channels (type 1) and the carrier integrations, one per connector (type 2). */
@Injectable()
export class ChannelDirectory {
  constructor(private readonly connectors: CarrierConnectors) {}

  list(type?: number): ChannelEntry[] {
    const all = [...CHANNEL_CATALOGUE, ...this.connectors.all().map(carrierChannelEntry)];
    return all.filter((channel) => type === undefined || channel.type === type);
  }

  find(id: number): ChannelEntry | undefined {
    const connector = this.connectors.find(id);
    return connector ? carrierChannelEntry(connector) : channelEntry(id);
  }

  isCarrier(id: number): boolean {
    return this.connectors.find(id) !== undefined;
  }
}
