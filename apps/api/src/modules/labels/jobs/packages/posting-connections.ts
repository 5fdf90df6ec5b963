import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { CarrierConnector, ConnectorContext } from '../../../carrier-integrations/index.js';
import { CarrierConnectors } from '../../../carrier-integrations/index.js';
import type { CarrierPosting } from '../../../carrier-integrations/index.js';
import { connectorContext } from '../../../carrier-integrations/index.js';
import { openCredentials } from '../../../carrier-integrations/index.js';
import { CompanyChannelRows, TokenCipher } from '../../../integrations/index.js';

/** A carrier connection that registers shipments: its connector, posting port and opened context. */
export interface PostingConnection {
  id: string;
  connector: CarrierConnector & { posting: CarrierPosting };
  context: ConnectorContext;
}

/**
 * The connection a carrier's packages are pre-posted through: the oldest enabled carrier
 * integration (company channel of type 2) of the company linked to the carrier whose connector has
 * `posting`. None: Despacho's own label, no carrier call.
 */
@Injectable()
export class PostingConnections {
  constructor(
    private readonly channels: CompanyChannelRows,
    private readonly connectors: CarrierConnectors,
    private readonly cipher: TokenCipher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forCarrier(companyId: string, carrierId: string): Promise<PostingConnection | null> {
    // The company's channels come oldest first; a company has a handful.
    const rows = (await this.channels.ofCompanyAll(companyId)).filter(
      (row) => row.enabled && row.carrier_ids.includes(carrierId),
    );
    for (const row of rows) {
      const connector = this.connectors.find(row.channel_id);
      if (!connector?.posting) continue;
      return this.opened(row.id, connector as PostingConnection['connector'], row.token_ciphertext);
    }
    return null;
  }

  /** The connection a label row was posted through (to cancel it), even if disabled since. */
  async byId(companyId: string, id: string): Promise<PostingConnection | null> {
    const row = await this.channels.ofCompany(id, companyId);
    const connector = row && this.connectors.find(row.channel_id);
    if (!row || !connector?.posting) return null;
    return this.opened(row.id, connector as PostingConnection['connector'], row.token_ciphertext);
  }

  private opened(id: string, connector: PostingConnection['connector'], sealed: string | null): PostingConnection {
    return { id, connector, context: connectorContext(this.config, connector, openCredentials(this.cipher, sealed)) };
  }
}
