import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type NotificationEvent, NotificationEvents, type NotificationsRead } from '../events/notification-events.js';

/** A company's read marks: one stream per company (the aggregate id is the company's). */
export class NotificationInbox extends Aggregate<NotificationEvent> {
  readonly streamType = 'notifications';

  markRead(notificationIds: string[]): void {
    if (notificationIds.length === 0) return;
    this.raise(NotificationEvents.NotificationsRead, {
      company_id: this.id,
      notification_ids: notificationIds,
    } satisfies NotificationsRead);
  }

  protected evolve(): void {}
}
