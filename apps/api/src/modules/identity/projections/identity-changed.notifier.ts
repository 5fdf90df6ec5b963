import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActorCache, IDENTITY_CHANNEL } from '../../../platform/auth/actor-cache.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** User streams are named 'user-<id>' (Aggregate.streamId). */
const userOf = (event: StoredEvent): string => event.stream_id.slice(`${event.stream_type}-`.length);

/**
 * Tells every API instance that a user changed (roles, memberships, removal), so each resolves
 * that user's sessions again. NOTIFY inside the appending transaction is delivered only if it commits.
 */
@Injectable()
export class IdentityChangedNotifier implements Projection {
  readonly name = 'identity-changed-notifier';
  readonly tables: string[] = [];

  constructor(private readonly actors: ActorCache) {}

  handles(type: string): boolean {
    return type.startsWith('user.');
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    await runSql(db, sql`SELECT pg_notify(${IDENTITY_CHANNEL}, ${userOf(event)})`);
  }

  /** Here as soon as it commits (a session resolved meanwhile read the old rows), everywhere by the NOTIFY. */
  committed(event: StoredEvent): void {
    this.actors.forget(userOf(event));
  }
}
