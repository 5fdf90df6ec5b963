import type { ChannelEntry } from './catalogue/channel-catalogue.js';
import type { CarrierIntegrationDto } from './carrier-integration.dto.js';
import type { CompanyChannelRow } from './company-channel-rows.js';

/** The carrier side of one company channel of type 2, as the integrations screen shows it. */
export interface CarrierChannelView {
  /** The carrier account its store_id names (null when none): shown as the integration's store_id. */
  account: string | null;
  integration: CarrierIntegrationDto;
}

/**
 * The carrier integrations (type 2) as the integrations catalogue and screen see them. A port:
 * carrier-integrations provides it (it imports integrations, which cannot import it back), and
 * connects them by handling ConnectCarrierIntegrationCommand.
 */
export abstract class CarrierChannels {
  /** The catalogue entries, one per carrier connector, with the credential fields each asks for. */
  abstract entries(): ChannelEntry[];

  /** The carrier side of these company channels of type 2, by id (one query for them all). */
  abstract views(rows: readonly CompanyChannelRow[]): Promise<Map<string, CarrierChannelView>>;
}
