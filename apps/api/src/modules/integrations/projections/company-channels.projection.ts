import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { type CompanyChannelConnected, CompanyChannelEvents } from '../events/company-channel-events.js';

const HANDLED = new Set<string>(Object.values(CompanyChannelEvents));

/** company_channels: the integrations screen, the webhook look-up by store and the token for calls. */
@Injectable()
export class CompanyChannelsProjection implements Projection {
  readonly name = 'company-channels';
  readonly tables = ['company_channels'] as const;
  readonly conflicts = { company_channels_store: 'Esta loja já está integrada a outra conta.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    const id = event.stream_id.replace(/^company-channel-/, '');
    const d = event.data;
    switch (event.type) {
      case CompanyChannelEvents.Connected: {
        const c = d as CompanyChannelConnected;
        await db.query(
          `INSERT INTO company_channels (id, company_id, channel_id, name, store_id, store_host, token_ciphertext, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            c.company_channel_id,
            c.company_id,
            c.channel_id,
            c.name,
            c.store_id,
            c.store_host,
            c.token_ciphertext,
            c.at,
          ],
        );
        return;
      }
      case CompanyChannelEvents.Reconnected:
        await db.query('UPDATE company_channels SET token_ciphertext = $2 WHERE id = $1', [id, d.token_ciphertext]);
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
      case CompanyChannelEvents.Removed:
        await db.query('DELETE FROM company_channels WHERE id = $1', [id]);
        return;
    }
  }
}
