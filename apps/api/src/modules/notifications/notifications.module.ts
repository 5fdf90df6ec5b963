import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { MarkNotificationsReadCommand } from './commands/mark-notifications-read/mark-notifications-read.command.js';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read/mark-notifications-read.handler.js';
import { MarkNotificationsReadPayload } from './commands/mark-notifications-read/mark-notifications-read.payload.js';
import { NotificationsController } from './http/notifications.controller.js';
import { NotificationReadsProjection } from './projections/notification-reads.projection.js';
import { NotificationsProjection } from './projections/notifications.projection.js';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler.js';

/** The merchant's notifications (public-account.md §2.13), folded from the events they care about. */
@Module({
  controllers: [NotificationsController],
  providers: [
    MarkNotificationsReadHandler,
    ListNotificationsHandler,
    NotificationsProjection,
    NotificationReadsProjection,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly notifications: NotificationsProjection,
    private readonly reads: NotificationReadsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.reads);
    this.registry.registerAsync(this.notifications);
    this.actions.register({
      action: 'MarkNotificationsRead',
      payload: MarkNotificationsReadPayload,
      access: {},
      command: MarkNotificationsReadCommand,
    });
  }
}
