import type { NotificationEvent } from '../events/notification-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { NotificationEvents } from '../events/notification-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Inline: the read marks, apart from the notifications so each side rebuilds without the other. */
@Injectable()
export class NotificationReadsProjection implements Projection<NotificationEvent> {
  readonly name = 'notification-reads';
  readonly tables = ['notification_reads'];

  handles(type: string): boolean {
    return type === NotificationEvents.NotificationsRead;
  }

  async apply(event: Stored<NotificationEvent>, db: EntityManager): Promise<void> {
    const { company_id, notification_ids } = event.data;
    await runSql(
      db,
      sql`INSERT INTO notification_reads (notification_id, company_id, read_at)
       SELECT unnest(${notification_ids}::uuid[]), ${company_id}, ${event.occurred_at} ON CONFLICT DO NOTHING`,
    );
  }
}
