import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { CompanyChannelEvent } from '../events/company-channel-events.js';
import { CompanyChannelEvents } from '../events/company-channel-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

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
    switch (event.type) {
      case CompanyChannelEvents.Connected: {
        const d = event.data;
        await runSql(
          db,
          sql`INSERT INTO company_channels (id, company_id, channel_id, name, store_id, store_host, token_ciphertext, created_at,
                                         refresh_ciphertext, token_expires_at, api_address)
           VALUES (${d.company_channel_id}, ${d.company_id}, ${d.channel_id}, ${d.name}, ${d.store_id}, ${d.store_host}, ${d.token_ciphertext}, ${d.at}, ${d.refresh_ciphertext ?? null}, ${d.expires_at ?? null}, ${d.api_address ?? null})`,
        );
        return;
      }
      case CompanyChannelEvents.Reconnected: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE company_channels SET token_ciphertext = ${d.token_ciphertext}, refresh_ciphertext = ${d.refresh_ciphertext ?? null}, token_expires_at = ${d.expires_at ?? null},
                  api_address = COALESCE(${d.api_address ?? null}, api_address) WHERE id = ${id}`,
        );
        return;
      }
      case CompanyChannelEvents.TokenRefreshed:
        await runSql(
          db,
          sql`UPDATE company_channels SET token_ciphertext = ${event.data.token_ciphertext}, refresh_ciphertext = ${event.data.refresh_ciphertext}, token_expires_at = ${event.data.expires_at} WHERE id = ${id}`,
        );
        return;
      case CompanyChannelEvents.Renamed:
        await runSql(db, sql`UPDATE company_channels SET name = ${event.data.name} WHERE id = ${id}`);
        return;
      case CompanyChannelEvents.Toggled:
        await runSql(db, sql`UPDATE company_channels SET enabled = ${event.data.enabled} WHERE id = ${id}`);
        return;
      case CompanyChannelEvents.SituationsSaved:
        await runSql(db, sql`UPDATE company_channels SET situation_map = ${event.data.situation_map} WHERE id = ${id}`);
        return;
      case CompanyChannelEvents.FiltersSaved:
        await runSql(db, sql`UPDATE company_channels SET filter_map = ${event.data.filter_map} WHERE id = ${id}`);
        return;
      case CompanyChannelEvents.CarriersLinked:
        await runSql(db, sql`UPDATE company_channels SET carrier_ids = ${event.data.carrier_ids} WHERE id = ${id}`);
        return;
      case CompanyChannelEvents.CredentialsChanged:
        await runSql(
          db,
          sql`UPDATE company_channels SET token_ciphertext = ${event.data.token_ciphertext}, store_id = ${event.data.store_id} WHERE id = ${id}`,
        );
        return;
      case CompanyChannelEvents.Removed:
        await runSql(db, sql`DELETE FROM company_channels WHERE id = ${id}`);
        return;
      default:
        unfolded(event);
    }
  }
}
