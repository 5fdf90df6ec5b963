import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of notifications (stable; payload shapes versioned). */
export const NotificationEvents = {
  NotificationsRead: 'notifications.read',
} as const;

/** Someone of the company read these notifications (ids of notifications of that company). */
export interface NotificationsRead {
  company_id: string;
  notification_ids: string[];
}

export type NotificationEvent = DomainEvent<typeof NotificationEvents.NotificationsRead, NotificationsRead>;
