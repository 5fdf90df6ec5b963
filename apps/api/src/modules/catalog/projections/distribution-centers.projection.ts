import type { DistributionCenterEvent } from '../events/catalog-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { CatalogEvents } from '../events/catalog-events.js';

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
        await db.query(
          `INSERT INTO distribution_centers (id, company_id, reference, name, expedition_time, address, pickup_window, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [id, d.company_id, d.reference, d.name, d.expedition_time, d.address, d.pickup_window, event.occurred_at],
        );
        return;
      }
      case CatalogEvents.DistributionCenterUpdated: {
        const d = event.data;
        await db.query(
          `UPDATE distribution_centers SET reference = $2, name = $3, expedition_time = $4, address = $5, pickup_window = $6, updated_at = $7
            WHERE id = $1`,
          [id, d.reference, d.name, d.expedition_time, d.address, d.pickup_window, event.occurred_at],
        );
        return;
      }
      case CatalogEvents.DistributionCenterRemoved:
        await db.query('DELETE FROM distribution_centers WHERE id = $1', [id]);
        return;
    }
  }
}
