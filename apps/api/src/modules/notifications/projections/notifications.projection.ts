import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/index.js';
import type { PickupEvent } from '../../pickups/index.js';
import {
  mayNotify,
  notificationOf,
  type NotifyingEvent,
  type Subject,
  subjectKindOf,
} from '../domain/notification-of.js';
import { runSql, sql, unnest } from '../../../platform/database/sql.js';

/** The events that name an order or a pickup: folded into notification_subjects, this module's own copy. */
type NamingEvent =
  | EventOf<OrderEvent, 'order.created'>
  | EventOf<OrderEvent, 'order.updated'>
  | EventOf<PickupEvent, 'pickup.requested'>;

const NAMING: ReadonlySet<string> = new Set<NamingEvent['type']>([
  'order.created',
  'order.updated',
  'pickup.requested',
]);

const idOf = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);

const named = (id: string, companyId: string, label: string) =>
  sql`INSERT INTO notification_subjects (id, company_id, label) VALUES (${id}, ${companyId}, ${label})
      ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label`;

/** The subject an order's creation or a pickup's request names, or null. */
function subjectNamedBy(event: Stored<NotifyingEvent | NamingEvent>): (Subject & { id: string }) | null {
  switch (event.type) {
    case 'order.created':
      return { id: idOf(event.stream_id), company_id: event.data.company_id, label: event.data.reference };
    case 'pickup.requested':
      return { id: idOf(event.stream_id), company_id: event.data.company_id, label: `#${event.data.number}` };
    default:
      return null;
  }
}

/**
 * Async: one notification per event a merchant cares about (pickup confirmed by the carrier, an
 * order alert, a 1–2 star rating, an NF-e import with errors, a report sent). Its id is the event's,
 * so a rebuild writes the same rows and the read marks still point at them. The company and label of
 * the orders and pickups it speaks of come from its own notification_subjects, folded from their
 * creation (and an order's edit) earlier in the log.
 */
@Injectable()
export class NotificationsProjection implements Projection<NotifyingEvent | NamingEvent> {
  readonly name = 'notifications';
  readonly tables = ['notifications', 'notification_subjects'];

  handles(type: string): boolean {
    return mayNotify(type) || NAMING.has(type);
  }

  /**
   * Subjects named one after another (a run of creations) go as one statement, each id once with its
   * last label, as the inserts one by one leave it; every other event as `apply` folds it, in order.
   */
  async applyBatch(events: Stored<NotifyingEvent | NamingEvent>[], db: EntityManager): Promise<void> {
    const run = new Map<string, Subject & { id: string }>();
    const flush = async () => {
      if (!run.size) return;
      const rows = [...run.values()];
      run.clear();
      await runSql(
        db,
        sql`INSERT INTO notification_subjects (id, company_id, label)
            SELECT * FROM ${unnest(
              [rows.map((row) => row.id), rows.map((row) => row.company_id), rows.map((row) => row.label)],
              ['uuid', 'uuid', 'text'],
            )}
            ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label`,
      );
    };
    for (const event of events) {
      const subject = subjectNamedBy(event);
      if (!subject) {
        await flush();
        await this.apply(event, db);
        continue;
      }
      const first = run.get(subject.id);
      run.set(subject.id, { ...subject, company_id: first?.company_id ?? subject.company_id });
    }
    await flush();
  }

  async apply(event: Stored<NotifyingEvent | NamingEvent>, db: EntityManager): Promise<void> {
    const id = idOf(event.stream_id);
    switch (event.type) {
      case 'order.created':
      case 'pickup.requested': {
        const subject = subjectNamedBy(event)!;
        await runSql(db, named(subject.id, subject.company_id, subject.label));
        return;
      }
      case 'order.updated':
        await runSql(db, sql`UPDATE notification_subjects SET label = ${event.data.reference} WHERE id = ${id}`);
        return;
      default:
        return this.notify(event, db);
    }
  }

  private async notify(event: Stored<NotifyingEvent>, db: EntityManager): Promise<void> {
    const subject = await this.subjectOf(event, db);
    const property = notificationOf(event, subject);
    // Events about an order or a pickup carry no company of their own: their subject's is it.
    const companyId = subject?.company_id ?? ('company_id' in event.data ? event.data.company_id : null);
    if (!property || !companyId) return;
    await runSql(
      db,
      sql`INSERT INTO notifications (id, company_id, property, created_at) VALUES (${event.id}, ${companyId}, ${property}, ${event.occurred_at}) ON CONFLICT DO NOTHING`,
    );
  }

  /** The order or pickup of the event, as named earlier in the log. */
  private async subjectOf(event: Stored<NotifyingEvent>, db: EntityManager): Promise<Subject | null> {
    if (!subjectKindOf(event.type)) return null;
    const [row] = await runSql(
      db,
      sql`SELECT company_id, label FROM notification_subjects WHERE id = ${idOf(event.stream_id)}`,
    );
    return row ?? null;
  }
}
