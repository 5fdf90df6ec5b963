import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { NotificationListDto } from './notifications.dto.js';
import { ListNotificationsQuery } from './list-notifications.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** public-account.md §2.13 and §9: 20 per page, newest first. */
export const NOTIFICATIONS_PAGE = 20;

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListNotificationsQuery): Promise<NotificationListDto> {
    const { limit, offset } = pageOf(page, NOTIFICATIONS_PAGE);
    const [data, [counts]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT n.id, n.property, n.created_at, r.read_at FROM notifications n
           LEFT JOIN notification_reads r ON r.notification_id = n.id
          WHERE n.company_id = ${companyId} ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE r.notification_id IS NULL)::int AS unread
           FROM notifications n LEFT JOIN notification_reads r ON r.notification_id = n.id WHERE n.company_id = ${companyId}`,
      ),
    ]);
    return { data, total: counts.total, unread: counts.unread };
  }
}
