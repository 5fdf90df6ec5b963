import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { NotificationEvents } from '../events/notification-events.js';
import { NotificationReadsProjection } from './notification-reads.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new NotificationReadsProjection();

describe('notification-reads projection', () => {
  it('marks each notification read once, at the first read', async () => {
    const [companyId, n1, n2] = [randomUUID(), randomUUID(), randomUUID()];
    const read = (ids: string[]) => ({
      type: NotificationEvents.NotificationsRead,
      data: { company_id: companyId, notification_ids: ids },
    });
    await project(
      db(),
      projection,
      { id: companyId, type: 'notifications' },
      [read([n1])],
      new Date('2026-03-10T12:00:00Z'),
    );
    await project(
      db(),
      projection,
      { id: companyId, type: 'notifications' },
      [read([n1, n2])],
      new Date('2026-03-11T12:00:00Z'),
    );
    expect(
      await runSql(
        db(),
        sql`SELECT notification_id, to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS read_on
           FROM notification_reads WHERE company_id = ${companyId} ORDER BY read_at`,
      ),
    ).toEqual([
      { notification_id: n1, read_on: '2026-03-10' },
      { notification_id: n2, read_on: '2026-03-11' },
    ]);
  });
});
