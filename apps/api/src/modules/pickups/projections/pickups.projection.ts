import type { PickupEvent } from '../events/pickup-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { PickupEvents } from '../events/pickup-events.js';

const HANDLED = new Set<string>(Object.values(PickupEvents));

/** Inline: the list reloads right after each action. The orders of a pickup are the orders projection's. */
@Injectable()
export class PickupsProjection implements Projection<PickupEvent> {
  readonly name = 'pickups';
  readonly tables = ['pickups'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<PickupEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('pickup-'.length);
    const set = (assignments: string, values: unknown[], at: string) =>
      db.query(`UPDATE pickups SET ${assignments}, updated_at = $${values.length + 2} WHERE id = $1`, [
        id,
        ...values,
        at,
      ]);
    switch (event.type) {
      case PickupEvents.PickupRequested: {
        const d = event.data;
        await db.query(
          `INSERT INTO pickups (id, number, company_id, carrier_id, distribution_center_id, note, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
          [id, d.number, d.company_id, d.carrier_id, d.distribution_center_id, d.note, d.requested_at],
        );
        return;
      }
      case PickupEvents.PickupConfirmed: {
        const d = event.data;
        await set(
          'pickup_date = $2, integration_code = COALESCE($3, integration_code)',
          [d.pickup_date, d.integration_code],
          d.at,
        );
        return;
      }
      case PickupEvents.PickupPerformed: {
        const d = event.data;
        await set('pickuped_at = $2', [d.at], d.at);
        return;
      }
      case PickupEvents.PickupDateChanged: {
        const d = event.data;
        await set(
          'estimated_date = $2, estimated_time_start = $3, estimated_time_end = $4',
          [d.estimated_date, d.estimated_time_start, d.estimated_time_end],
          d.at,
        );
        return;
      }
      case PickupEvents.PickupDriverChanged: {
        const d = event.data;
        await set('driver = $2', [d.driver], d.at);
        return;
      }
      case PickupEvents.PickupIntegrationCodeChanged: {
        const d = event.data;
        await set('integration_code = $2, integration_date = $3', [d.integration_code, d.at], d.at);
        return;
      }
      case PickupEvents.PickupOrderRemoved:
        await db.query('UPDATE pickups SET updated_at = $2 WHERE id = $1', [id, event.data.at]);
        return;
    }
  }
}
