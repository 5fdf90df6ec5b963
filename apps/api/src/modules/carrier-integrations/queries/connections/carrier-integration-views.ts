import type { DataSource } from 'typeorm';
import type { CompanyChannelRow } from '../../../integrations/queries/company-channel-rows.js';
import type { TokenCipher } from '../../../integrations/adapters/tokens/token-cipher.js';
import { filledFields } from '../../domain/carrier-credentials.js';
import type { CarrierIntegrationDto } from '../../http/carrier-integration.dto.js';
import { openCredentials } from './saved-carrier-integrations.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

interface PollRow {
  company_channel_id: string;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
}

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

/**
 * The carrier side of the integrations list (GET company-channels): linked carriers, which credentials
 * are set (names only) and the poller's last success and last error (carrier_integration_polls).
 */
export async function carrierIntegrationsOf(
  db: DataSource,
  cipher: TokenCipher,
  rows: readonly CompanyChannelRow[],
): Promise<Map<string, CarrierIntegrationDto>> {
  if (!rows.length) return new Map();
  const polls: PollRow[] = await runSql(
    db,
    sql`SELECT company_channel_id, last_success_at, last_error, last_error_at
       FROM carrier_integration_polls WHERE company_channel_id = ANY(${rows.map((row) => row.id)}::uuid[])`,
  );
  const pollOf = new Map(polls.map((poll) => [poll.company_channel_id, poll]));
  return new Map(
    rows.map((row) => {
      const poll = pollOf.get(row.id);
      const view: CarrierIntegrationDto = {
        carrier_ids: row.carrier_ids ?? [],
        credentials_set: filledFields(openCredentials(cipher, row.token_ciphertext)),
        last_success_at: iso(poll?.last_success_at ?? null),
        last_error: poll?.last_error ?? null,
        last_error_at: iso(poll?.last_error_at ?? null),
      };
      return [row.id, view];
    }),
  );
}
