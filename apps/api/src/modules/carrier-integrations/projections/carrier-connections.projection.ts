import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assignments, insertInto, runSql, sql, type Row } from '../../../platform/database/sql.js';
import type { EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { type CompanyChannelEvent, CompanyChannelEvents } from '../../integrations/index.js';
import { CarrierConnectors } from '../connectors/carrier-connectors.js';

/** The company-channel events that make, switch, link, re-credential or remove a carrier connection. */
const FOLDED = [
  CompanyChannelEvents.Connected,
  CompanyChannelEvents.Toggled,
  CompanyChannelEvents.CarriersLinked,
  CompanyChannelEvents.CredentialsChanged,
  CompanyChannelEvents.Removed,
] as const;

type Folded = EventOf<CompanyChannelEvent, (typeof FOLDED)[number]>;

const HANDLED: ReadonlySet<string> = new Set(FOLDED);

/**
 * Inline: carrier-integrations' own copy of its connections (the company channels of type 2), read by
 * the polls, the demo connections and the stale-tracking condition, so the module names no
 * company_channels table (docs/architecture.md, 'Modules'). A sales channel's events change no row.
 */
@Injectable()
export class CarrierConnectionsProjection implements Projection<Folded> {
  readonly name = 'carrier-connections';
  readonly tables = ['carrier_connections'];

  constructor(private readonly connectors: CarrierConnectors) {}

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<Folded>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('company-channel-'.length);
    const set = (row: Row) => runSql(db, sql`UPDATE carrier_connections SET ${assignments(row)} WHERE id = ${id}`);
    switch (event.type) {
      case CompanyChannelEvents.Connected: {
        const { company_id, channel_id, token_ciphertext, at } = event.data;
        if (!this.connectors.find(channel_id)) return;
        const row = { id, company_id, channel_id, token_ciphertext, created_at: at };
        await runSql(db, insertInto('carrier_connections', row));
        return;
      }
      case CompanyChannelEvents.Toggled:
        await set({ enabled: event.data.enabled });
        return;
      case CompanyChannelEvents.CarriersLinked:
        await set({ carrier_ids: event.data.carrier_ids });
        return;
      case CompanyChannelEvents.CredentialsChanged:
        await set({ token_ciphertext: event.data.token_ciphertext });
        return;
      case CompanyChannelEvents.Removed:
        await runSql(db, sql`DELETE FROM carrier_connections WHERE id = ${id}`);
        return;
      default:
        unfolded(event);
    }
  }
}
