import type { DistributionCenterEvent } from '../events/catalog-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { CatalogEvents } from '../events/catalog-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(CatalogEvents).filter((type) => type.startsWith('distribution-center.')));

/** Inline: CDs, read right after each command by the forms and the quote screen. */
@Injectable()
export class DistributionCentersProjection implements Projection<DistributionCenterEvent> {
  readonly name = 'distribution-centers';
  readonly tables = ['distribution_centers'];
  readonly conflicts = { distribution_centers_reference: 'Já existe um CD com este código.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<DistributionCenterEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('distribution-center-'.length);
    switch (event.type) {
      case CatalogEvents.DistributionCenterRegistered: {
        const d = event.data;
        await runSql(
          db,
          sql`INSERT INTO distribution_centers (id, company_id, reference, name, expedition_time, address, pickup_window, created_at, updated_at)
           VALUES (${id}, ${d.company_id}, ${d.reference}, ${d.name}, ${d.expedition_time}, ${d.address}, ${d.pickup_window}, ${event.occurred_at}, ${event.occurred_at})`,
        );
        return;
      }
      case CatalogEvents.DistributionCenterUpdated: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE distribution_centers SET reference = ${d.reference}, name = ${d.name}, expedition_time = ${d.expedition_time}, address = ${d.address}, pickup_window = ${d.pickup_window}, updated_at = ${event.occurred_at}
            WHERE id = ${id}`,
        );
        return;
      }
      case CatalogEvents.DistributionCenterRemoved:
        await runSql(db, sql`DELETE FROM distribution_centers WHERE id = ${id}`);
        return;
      default:
        unfolded(event);
    }
  }
}
