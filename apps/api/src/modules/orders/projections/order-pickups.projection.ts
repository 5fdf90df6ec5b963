import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assignments, insertInto, runSql, sql, type Row } from '../../../platform/database/sql.js';
import type { DomainEvent, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';

/**
 * The pickup events orders folds, in the shape pickups publishes them (pickups/events): orders cannot
 * import pickups, which imports orders, so it names only the fields it keeps.
 */
type PickupFact =
  | DomainEvent<'pickup.requested', { number: number; company_id: string; requested_at: string; due_date?: string }>
  | DomainEvent<'pickup.confirmed', { pickup_date: string }>
  | DomainEvent<'pickup.performed', { at: string }>
  | DomainEvent<
      'pickup.date-changed',
      { estimated_date: string; estimated_time_start: string; estimated_time_end: string }
    >
  | DomainEvent<'pickup.driver-changed', { driver: { name: string; phone: string } }>;

const HANDLED = new Set<string>([
  'pickup.requested',
  'pickup.confirmed',
  'pickup.performed',
  'pickup.date-changed',
  'pickup.driver-changed',
] satisfies PickupFact['type'][]);

/**
 * Orders' own copy of the pickup fields its list and detail show (`order_pickups`, joined as `p`, so
 * PICKUP_DEADLINE_SQL reads it as it reads pickups). Inline: the list reloads right after each action.
 */
@Injectable()
export class OrderPickupsProjection implements Projection<PickupFact> {
  readonly name = 'order-pickups';
  readonly tables = ['order_pickups'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<PickupFact>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('pickup-'.length);
    const set = (row: Row) => runSql(db, sql`UPDATE order_pickups SET ${assignments(row)} WHERE id = ${id}`);
    switch (event.type) {
      case 'pickup.requested': {
        const d = event.data;
        const row = { id, company_id: d.company_id, number: d.number, due_date: d.due_date ?? null };
        await runSql(db, insertInto('order_pickups', { ...row, created_at: d.requested_at }));
        return;
      }
      case 'pickup.confirmed':
        await set({ pickup_date: event.data.pickup_date });
        return;
      case 'pickup.performed':
        await set({ pickuped_at: event.data.at });
        return;
      case 'pickup.date-changed': {
        const { estimated_date, estimated_time_start, estimated_time_end } = event.data;
        await set({ estimated_date, estimated_time_start, estimated_time_end });
        return;
      }
      case 'pickup.driver-changed':
        await set({ driver: event.data.driver });
        return;
      default:
        unfolded(event);
    }
  }
}
