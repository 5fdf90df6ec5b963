import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import {
  mayNotify,
  notificationOf,
  type NotifyingEvent,
  type Subject,
  subjectKindOf,
} from '../domain/notification-of.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const SUBJECT_SQL = {
  order: (id: string) => sql`SELECT company_id, reference AS label FROM orders WHERE id = ${id}`,
  pickup: (id: string) => sql`SELECT company_id, '#' || number AS label FROM pickups WHERE id = ${id}`,
};

/**
 * Async: one notification per event a merchant cares about (pickup confirmed by the carrier, an
 * order alert, a 1–2 star rating, an NF-e import with errors, a report sent). Its id is the event's,
 * so a rebuild writes the same rows and the read marks still point at them.
 */
@Injectable()
export class NotificationsProjection implements Projection<NotifyingEvent> {
  readonly name = 'notifications';
  readonly tables = ['notifications'];

  handles(type: string): boolean {
    return mayNotify(type);
  }

  async apply(event: Stored<NotifyingEvent>, db: EntityManager): Promise<void> {
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

  /** The order or pickup of the event: inline read models, already written when this runs. */
  private async subjectOf(event: Stored<NotifyingEvent>, db: EntityManager): Promise<Subject | null> {
    const kind = subjectKindOf(event.type);
    if (!kind) return null;
    const [row] = await runSql(db, SUBJECT_SQL[kind](event.stream_id.slice(event.stream_id.indexOf('-') + 1)));
    return row ?? null;
  }
}
