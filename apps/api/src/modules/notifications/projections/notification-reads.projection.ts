import type { NotificationEvent } from '../events/notification-events.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { NotificationEvents } from '../events/notification-events.js';

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
    await db.query(
      `INSERT INTO notification_reads (notification_id, company_id, read_at)
       SELECT unnest($2::uuid[]), $1, $3 ON CONFLICT DO NOTHING`,
      [company_id, notification_ids, event.occurred_at],
    );
  }
}
