import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import {
  type CarrierChannelView,
  CarrierChannels,
  type ChannelEntry,
  type CompanyChannelRow,
  TokenCipher,
} from '../../../integrations/index.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';
import { carrierChannelEntry } from '../../domain/carrier-catalogue.js';
import { accountOfStoreId, filledFields } from '../../domain/carrier-credentials.js';
import { openCredentials } from './saved-carrier-integrations.js';

interface PollRow {
  company_channel_id: string;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
}

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

/**
 * integrations' CarrierChannels port: the connectors as catalogue entries, and the carrier side of
 * the integrations list (GET company-channels): the account, linked carriers, which credentials are
 * set (names only) and the poller's last success and last error (carrier_integration_polls).
 */
@Injectable()
export class CarrierIntegrationChannels extends CarrierChannels {
  constructor(
    private readonly connectors: CarrierConnectors,
    private readonly cipher: TokenCipher,
    private readonly db: DataSource,
  ) {
    super();
  }

  entries(): ChannelEntry[] {
    return this.connectors.all().map(carrierChannelEntry);
  }

  async views(rows: readonly CompanyChannelRow[]): Promise<Map<string, CarrierChannelView>> {
    if (!rows.length) return new Map();
    const polls: PollRow[] = await runSql(
      this.db,
      sql`SELECT company_channel_id, last_success_at, last_error, last_error_at
         FROM carrier_integration_polls WHERE company_channel_id = ANY(${rows.map((row) => row.id)}::uuid[])`,
    );
    const pollOf = new Map(polls.map((poll) => [poll.company_channel_id, poll]));
    return new Map(
      rows.map((row) => {
        const poll = pollOf.get(row.id);
        const integration = {
          carrier_ids: row.carrier_ids ?? [],
          credentials_set: filledFields(openCredentials(this.cipher, row.token_ciphertext)),
          last_success_at: iso(poll?.last_success_at ?? null),
          last_error: poll?.last_error ?? null,
          last_error_at: iso(poll?.last_error_at ?? null),
        };
        return [row.id, { account: accountOfStoreId(row.company_id, row.store_id), integration }];
      }),
    );
  }
}
