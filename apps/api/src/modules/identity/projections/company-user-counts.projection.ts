import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { IdentityEvents, type UserEvent } from '../events/identity-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

type Counted = EventOf<UserEvent, typeof IdentityEvents.UserInvited | typeof IdentityEvents.UserRemoved>;

/** Async: how many users each company has, shown in the operations team's company list. */
@Injectable()
export class CompanyUserCountsProjection implements Projection<Counted> {
  readonly name = 'company-user-counts';
  readonly tables = ['company_user_counts'];

  handles(type: string): boolean {
    return type === IdentityEvents.UserInvited || type === IdentityEvents.UserRemoved;
  }

  async apply(event: Stored<Counted>, db: EntityManager): Promise<void> {
    switch (event.type) {
      case IdentityEvents.UserInvited:
        return this.count(event.data.company_id, 1, db);
      case IdentityEvents.UserRemoved:
        return this.count(event.data.company_id, -1, db);
      default:
        unfolded(event);
    }
  }

  private async count(companyId: string, delta: number, db: EntityManager): Promise<void> {
    await runSql(
      db,
      sql`INSERT INTO company_user_counts (company_id, users) VALUES (${companyId}, ${delta})
       ON CONFLICT (company_id) DO UPDATE SET users = company_user_counts.users + EXCLUDED.users`,
    );
  }
}
