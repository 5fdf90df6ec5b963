import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { CompanyChannelEvent } from '../events/company-channel-events.js';
import { CompanyChannelEvents } from '../events/company-channel-events.js';

const HANDLED = new Set<string>(Object.values(CompanyChannelEvents));

/** company_channels: the integrations screen, the webhook look-up by store and the token for calls. */
@Injectable()
export class CompanyChannelsProjection implements Projection<CompanyChannelEvent> {
  readonly name = 'company-channels';
  readonly tables = ['company_channels'] as const;
  readonly conflicts = { company_channels_store: 'Esta loja já está integrada a outra conta.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CompanyChannelEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.replace(/^company-channel-/, '');
    const { type, data: d } = event;
    switch (type) {
      case CompanyChannelEvents.Connected: {
        await db.query(
          `INSERT INTO company_channels (id, company_id, channel_id, name, store_id, store_host, token_ciphertext, created_at,
                                         refresh_ciphertext, token_expires_at, api_address)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            d.company_channel_id,
            d.company_id,
            d.channel_id,
            d.name,
            d.store_id,
            d.store_host,
            d.token_ciphertext,
            d.at,
            d.refresh_ciphertext ?? null,
            d.expires_at ?? null,
            d.api_address ?? null,
          ],
        );
        return;
      }
      case CompanyChannelEvents.Reconnected:
        await db.query(
          `UPDATE company_channels SET token_ciphertext = $2, refresh_ciphertext = $3, token_expires_at = $4,
                  api_address = COALESCE($5, api_address) WHERE id = $1`,
          [id, d.token_ciphertext, d.refresh_ciphertext ?? null, d.expires_at ?? null, d.api_address ?? null],
        );
        return;
      case CompanyChannelEvents.TokenRefreshed:
        await db.query(
          'UPDATE company_channels SET token_ciphertext = $2, refresh_ciphertext = $3, token_expires_at = $4 WHERE id = $1',
          [id, d.token_ciphertext, d.refresh_ciphertext, d.expires_at],
        );
        return;
      case CompanyChannelEvents.Renamed:
        await db.query('UPDATE company_channels SET name = $2 WHERE id = $1', [id, d.name]);
        return;
      case CompanyChannelEvents.Toggled:
        await db.query('UPDATE company_channels SET enabled = $2 WHERE id = $1', [id, d.enabled]);
        return;
      case CompanyChannelEvents.SituationsSaved:
        await db.query('UPDATE company_channels SET situation_map = $2 WHERE id = $1', [id, d.situation_map]);
        return;
      case CompanyChannelEvents.FiltersSaved:
        await db.query('UPDATE company_channels SET filter_map = $2 WHERE id = $1', [id, d.filter_map]);
        return;
      case CompanyChannelEvents.CarriersLinked:
        await db.query('UPDATE company_channels SET carrier_ids = $2 WHERE id = $1', [id, d.carrier_ids]);
        return;
      case CompanyChannelEvents.CredentialsChanged:
        await db.query('UPDATE company_channels SET token_ciphertext = $2, store_id = $3 WHERE id = $1', [
          id,
          d.token_ciphertext,
          d.store_id,
        ]);
        return;
      case CompanyChannelEvents.Removed:
        await db.query('DELETE FROM company_channels WHERE id = $1', [id]);
        return;
    }
  }
}
