import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { CatalogEvents, type CarrierRegistered } from '../events/catalog-events.js';

/** Inline: the carriers catalog. */
@Injectable()
export class CarriersProjection implements Projection {
  readonly name = 'carriers';
  readonly tables = ['carriers'];
  readonly conflicts = { carriers_canonical_name_key: 'Já existe uma transportadora com este nome.' };

  handles(type: string): boolean {
    return type === CatalogEvents.CarrierRegistered;
  }

  async apply(event: StoredEvent<CarrierRegistered>, db: EntityManager): Promise<void> {
    const c = event.data;
    await db.query(
      `INSERT INTO carriers (id, company_id, name, canonical_name, federal_tax_id, state_tax_id, image, city, state, phone, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [c.carrier_id, c.company_id, c.name, c.canonical_name, c.federal_tax_id, c.state_tax_id, c.image, c.city, c.state, c.phone, event.occurred_at],
    );
  }
}
