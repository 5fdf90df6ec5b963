import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { NotificationEvents, type NotificationsRead } from '../events/notification-events.js';

/** Inline: the read marks, apart from the notifications so each side rebuilds without the other. */
@Injectable()
export class NotificationReadsProjection implements Projection {
  readonly name = 'notification-reads';
  readonly tables = ['notification_reads'];

  handles(type: string): boolean {
    return type === NotificationEvents.NotificationsRead;
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    const { company_id, notification_ids } = event.data as NotificationsRead;
    await db.query(
      `INSERT INTO notification_reads (notification_id, company_id, read_at)
       SELECT unnest($2::uuid[]), $1, $3 ON CONFLICT DO NOTHING`,
      [company_id, notification_ids, event.occurred_at],
    );
  }
}
