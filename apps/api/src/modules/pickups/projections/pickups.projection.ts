import type { PickupEvent } from '../events/pickup-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assignments, insertInto, runSql, sql, type Row } from '../../../platform/database/sql.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
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
    const set = (row: Row, at: string) => {
      const update = sql`UPDATE pickups SET ${assignments(row)}, updated_at = ${at} WHERE id = ${id}`;
      return runSql(db, update);
    };
    switch (event.type) {
      case PickupEvents.PickupRequested: {
        const d = event.data;
        const insert = insertInto('pickups', {
          id,
          number: d.number,
          company_id: d.company_id,
          carrier_id: d.carrier_id,
          distribution_center_id: d.distribution_center_id,
          note: d.note,
          due_date: d.due_date ?? null,
          created_at: d.requested_at,
          updated_at: d.requested_at,
        });
        await runSql(db, insert);
        return;
      }
      case PickupEvents.PickupConfirmed: {
        const d = event.data;
        await set(
          { pickup_date: d.pickup_date, integration_code: sql`COALESCE(${d.integration_code}, integration_code)` },
          d.at,
        );
        return;
      }
      case PickupEvents.PickupPerformed: {
        const d = event.data;
        await set({ pickuped_at: d.at }, d.at);
        return;
      }
      case PickupEvents.PickupDateChanged: {
        const d = event.data;
        await set(
          {
            estimated_date: d.estimated_date,
            estimated_time_start: d.estimated_time_start,
            estimated_time_end: d.estimated_time_end,
          },
          d.at,
        );
        return;
      }
      case PickupEvents.PickupDriverChanged: {
        const d = event.data;
        await set({ driver: d.driver }, d.at);
        return;
      }
      case PickupEvents.PickupIntegrationCodeChanged: {
        const d = event.data;
        await set({ integration_code: d.integration_code, integration_date: d.at }, d.at);
        return;
      }
      case PickupEvents.PickupOrderRemoved:
        await runSql(db, sql`UPDATE pickups SET updated_at = ${event.data.at} WHERE id = ${id}`);
        return;
      default:
        unfolded(event);
    }
  }
}
