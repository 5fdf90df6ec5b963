import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { NotificationInbox } from '../../domain/notification-inbox.aggregate.js';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Marks the company's unread notifications among `ids` (all when absent); another company's ids count as none. */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, actor, context }: MarkNotificationsReadCommand): Promise<{ read: number }> {
    const rows: { id: string }[] = await runSql(
      this.db,
      sql`SELECT n.id FROM notifications n
        WHERE n.company_id = ${actor.companyId} AND (${payload.ids ?? null}::uuid[] IS NULL OR n.id = ANY(${payload.ids ?? null}))
          AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id)`,
    );
    const { aggregate } = await this.repository.load(new NotificationInbox(actor.companyId));
    aggregate.markRead(rows.map((row) => row.id));
    await this.repository.save(aggregate, context);
    return { read: rows.length };
  }
}
