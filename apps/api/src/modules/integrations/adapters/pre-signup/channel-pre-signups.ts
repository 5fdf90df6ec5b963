import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChannelGrant } from '../channel-adapter.js';
import { channelEntry } from '../../queries/catalogue/channel-catalogue.js';
import { TokenCipher } from '../tokens/token-cipher.js';
import type { AllowContactPayload, ContactRequestListDto } from '../../http/pre-signup.dto.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** A store token (sid) lasts this long: the merchant signs in or asks for contact meanwhile. */
const VALID_DAYS = 30;

/** A code or store token spent, unknown or expired: the merchant starts again from the app store. */
export const PRE_SIGNUP_EXPIRED = 'Link expirado: instale o aplicativo novamente pela loja Nuvemshop.';

/**
 * Stores installed from a channel's app store by merchants without a Despacho session
 * (public-account.md §2.14): the granted token, sealed, under a random store token; and the
 * contact requests the provider's staff follow up.
 */
@Injectable()
export class ChannelPreSignups {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: TokenCipher,
  ) {}

  async open(channelId: number, grant: ChannelGrant): Promise<string> {
    const storeToken = randomBytes(24).toString('base64url');
    await runSql(
      this.db,
      sql`INSERT INTO channel_pre_signups (store_token, channel_id, store_id, token_ciphertext) VALUES (${storeToken}, ${channelId}, ${grant.storeId}, ${this.cipher.seal(grant.accessToken)})`,
    );
    return storeToken;
  }

  /**
   * The store a signed-in merchant brings back after SIM and the login: its grant (the token opened),
   * while the store token is valid and not yet used by a company; null otherwise.
   */
  async grantOf(channelId: number, storeToken: string): Promise<ChannelGrant | null> {
    const [row] = await runSql(
      this.db,
      sql`SELECT store_id, token_ciphertext FROM channel_pre_signups
        WHERE store_token = ${storeToken} AND channel_id = ${channelId} AND claimed_at IS NULL AND created_at > now() - make_interval(days => ${raw(String(VALID_DAYS))})`,
    );
    if (!row) return null;
    const accessToken = this.cipher.open(row.token_ciphertext);
    return {
      storeId: row.store_id,
      accessToken,
      apiAddress: null,
      storeHost: null,
      refreshToken: null,
      expiresAt: null,
    };
  }

  /** Spends the store token once the store is connected to `companyId` (the staff list keeps the row). */
  async claim(storeToken: string, companyId: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE channel_pre_signups SET claimed_by_company_id = ${companyId}, claimed_at = now() WHERE store_token = ${storeToken} AND claimed_at IS NULL`,
    );
  }

  /** Records who to call; false when the store token is unknown or expired. */
  async allowContact(channelId: number, storeToken: string, contact: AllowContactPayload): Promise<boolean> {
    const [, affected] = await runSql(
      this.db,
      sql`UPDATE channel_pre_signups SET contact_name = ${contact.name}, contact_email = ${contact.email}, contact_phone = ${contact.phone}, contact_requested_at = now()
        WHERE store_token = ${storeToken} AND channel_id = ${channelId} AND created_at > now() - make_interval(days => ${raw(String(VALID_DAYS))})`,
    );
    return affected > 0;
  }

  async contactRequests(limit: number, offset: number): Promise<ContactRequestListDto> {
    const [rows, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT channel_id, store_id, contact_name AS name, contact_email AS email, contact_phone AS phone, contact_requested_at AS requested_at
           FROM channel_pre_signups WHERE contact_requested_at IS NOT NULL
          ORDER BY contact_requested_at DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.db.query('SELECT count(*)::int AS total FROM channel_pre_signups WHERE contact_requested_at IS NOT NULL'),
    ]);
    return {
      data: rows.map(({ channel_id, requested_at, ...row }: Record<string, unknown>) => ({
        ...row,
        channel: channelEntry(Number(channel_id))?.name ?? String(channel_id),
        requested_at: new Date(requested_at as string).toISOString(),
      })) as ContactRequestListDto['data'],
      total,
    };
  }
}
