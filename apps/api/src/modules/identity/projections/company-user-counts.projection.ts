import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { IdentityEvents } from '../events/identity-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Async: how many users each company has, shown in the operations team's company list. */
@Injectable()
export class CompanyUserCountsProjection implements Projection {
  readonly name = 'company-user-counts';
  readonly tables = ['company_user_counts'];

  handles(type: string): boolean {
    return type === IdentityEvents.UserInvited || type === IdentityEvents.UserRemoved;
  }

  async apply(event: StoredEvent<{ company_id: string }>, db: EntityManager): Promise<void> {
    const delta = event.type === IdentityEvents.UserInvited ? 1 : -1;
    await runSql(
      db,
      sql`INSERT INTO company_user_counts (company_id, users) VALUES (${event.data.company_id}, ${delta})
       ON CONFLICT (company_id) DO UPDATE SET users = company_user_counts.users + EXCLUDED.users`,
    );
  }
}
