import type { CarrierRegistrationEvent } from '../events/carrier-registration-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { CarrierRegistrationEvents } from '../events/carrier-registration-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const HANDLED = new Set<string>(Object.values(CarrierRegistrationEvents));

/** Inline: the staff's list of carrier registrations and their files. */
@Injectable()
export class CarrierRegistrationsProjection implements Projection<CarrierRegistrationEvent> {
  readonly name = 'carrier-registrations';
  readonly tables = ['carrier_registrations'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<CarrierRegistrationEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('carrier-registration-'.length);
    switch (event.type) {
      case CarrierRegistrationEvents.Submitted: {
        const r = event.data;
        await runSql(
          db,
          sql`INSERT INTO carrier_registrations (id, name, canonical_name, federal_tax_id, state_tax_id, phone, cubage, tms, address, status, created_at, updated_at)
           VALUES (${id}, ${r.name}, ${r.canonical_name}, ${r.federal_tax_id}, ${r.state_tax_id}, ${r.phone}, ${r.cubage}, ${r.tms}, ${r.address}, 'pending', ${event.occurred_at}, ${event.occurred_at})`,
        );
        return;
      }
      case CarrierRegistrationEvents.FreightFilesSent:
        await runSql(
          db,
          sql`UPDATE carrier_registrations SET freight_files = ${event.data}, updated_at = ${event.occurred_at} WHERE id = ${id}`,
        );
        return;
      case CarrierRegistrationEvents.Approved:
        await runSql(
          db,
          sql`UPDATE carrier_registrations SET status = 'approved', carrier_id = ${event.data.carrier_id}, updated_at = ${event.occurred_at} WHERE id = ${id}`,
        );
        return;
      case CarrierRegistrationEvents.Refused:
        await runSql(
          db,
          sql`UPDATE carrier_registrations SET status = 'refused', refusal_reason = ${event.data.reason}, updated_at = ${event.occurred_at} WHERE id = ${id}`,
        );
        return;
      default:
        unfolded(event);
    }
  }
}
