import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import type { CarrierApiError } from '../../connectors/carrier-connector.js';
import { backoffMs, failureReason } from './tracking-cadence.js';

/** An enabled carrier integration the poller may call now. */
export interface PollableIntegration {
  id: string;
  company_id: string;
  channel_id: number;
  /** The sealed credentials JSON (TokenCipher); opened only to call the carrier. */
  token_ciphertext: string;
}

/**
 * carrier_integration_polls: each integration's last poll, as the list of active integrations shows
 * it. A throttled or unavailable carrier backs the integration off (its Retry-After, else doubling);
 * refused credentials stop it until they change (stopped_for holds a fingerprint of the sealed ones).
 */
@Injectable()
export class IntegrationPolls {
  constructor(private readonly db: DataSource) {}

  /** Enabled integrations of these connectors, linked to some carrier, not backing off nor stopped. */
  async pollable(connectorIds: readonly number[], only: string | null = null): Promise<PollableIntegration[]> {
    const query = sql`
      SELECT c.id, c.company_id, c.channel_id, c.token_ciphertext
        FROM carrier_connections c LEFT JOIN carrier_integration_polls p ON p.company_channel_id = c.id
       WHERE c.enabled AND c.channel_id = ANY (${connectorIds}::int[]) AND cardinality(c.carrier_ids) > 0
         AND c.token_ciphertext IS NOT NULL AND (${only}::uuid IS NULL OR c.id = ${only}::uuid)
         AND (p.backoff_until IS NULL OR p.backoff_until <= now())
         AND (p.stopped_for IS NULL OR p.stopped_for <> md5(c.token_ciphertext))
       ORDER BY c.created_at, c.id`;
    return runSql(this.db, query);
  }

  async succeeded(integrationId: string): Promise<void> {
    const query = sql`
      INSERT INTO carrier_integration_polls AS p (company_channel_id, last_success_at) VALUES (${integrationId}, now())
      ON CONFLICT (company_channel_id) DO UPDATE
         SET last_success_at = now(), last_error = NULL, failures = 0, backoff_until = NULL, stopped_for = NULL`;
    await runSql(this.db, query);
  }

  /**
   * A call that failed as a whole. Refused credentials stop the integration until new ones are
   * saved; any other failure backs it off, longer at each failure in a row.
   */
  /** Answers the back-off set (ms), null when stopped. */
  async failed(integration: PollableIntegration, error: CarrierApiError): Promise<number | null> {
    const reason = failureReason(error);
    const stop = error.kind === 'auth';
    const count = sql`
        INSERT INTO carrier_integration_polls AS p (company_channel_id, last_error, last_error_at, failures)
        VALUES (${integration.id}, ${reason}, now(), 1)
        ON CONFLICT (company_channel_id) DO UPDATE
           SET last_error = EXCLUDED.last_error, last_error_at = now(), failures = p.failures + 1
        RETURNING failures`;
    const [row] = await runSql(this.db, count);
    const wait = stop ? null : backoffMs(row.failures, error.retryAfterMs);
    const hold = sql`
        UPDATE carrier_integration_polls
           SET backoff_until = CASE WHEN ${wait}::int IS NULL THEN NULL ELSE now() + make_interval(secs => ${wait}::int / 1000.0) END,
               stopped_for = CASE WHEN ${stop} THEN md5(${integration.token_ciphertext}) END
         WHERE company_channel_id = ${integration.id}`;
    await runSql(this.db, hold);
    return wait;
  }
}
