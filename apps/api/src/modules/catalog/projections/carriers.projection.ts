import type { CarrierEvent } from '../events/catalog-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { CatalogEvents } from '../events/catalog-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Inline: the carriers catalog. */
@Injectable()
export class CarriersProjection implements Projection<CarrierEvent> {
  readonly name = 'carriers';
  readonly tables = ['carriers'];
  readonly conflicts = { carriers_canonical_name_key: 'Já existe uma transportadora com este nome.' };

  handles(type: string): boolean {
    return type === CatalogEvents.CarrierRegistered || type === CatalogEvents.CarrierUpdated;
  }

  async apply(event: Stored<CarrierEvent>, db: EntityManager): Promise<void> {
    switch (event.type) {
      case CatalogEvents.CarrierRegistered: {
        const c = event.data;
        await runSql(
          db,
          sql`INSERT INTO carriers (id, company_id, name, canonical_name, federal_tax_id, state_tax_id, image, city, state, phone, created_at)
           VALUES (${c.carrier_id}, ${c.company_id}, ${c.name}, ${c.canonical_name}, ${c.federal_tax_id}, ${c.state_tax_id}, ${c.image}, ${c.city}, ${c.state}, ${c.phone}, ${event.occurred_at})`,
        );
        return;
      }
      case CatalogEvents.CarrierUpdated: {
        const c = event.data;
        await runSql(
          db,
          sql`UPDATE carriers SET name = ${c.name}, federal_tax_id = ${c.federal_tax_id}, state_tax_id = ${c.state_tax_id}, active = ${c.active}, city = ${c.city}, state = ${c.state}, phone = ${c.phone} WHERE id = ${event.stream_id.slice('carrier-'.length)}`,
        );
        return;
      }
      default:
        unfolded(event);
    }
  }
}
