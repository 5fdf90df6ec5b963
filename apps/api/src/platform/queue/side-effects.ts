import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../database/sql.js';
import { NotFound } from '../errors/domain-errors.js';
import { ProjectionRegistry } from '../event-store/projection-registry.js';
import type { StoredEvent } from '../event-store/stored-event.js';

/**
 * Runs the policies an event triggers. BullMQ delivers at least once, so each (event, policy)
 * pair is claimed by a row in side_effects inside the transaction that runs it: a second
 * delivery finds the row and does nothing, a failed run rolls the claim back for the retry.
 */
@Injectable()
export class SideEffects {
  constructor(
    private readonly db: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {}

  /** Answers the names of the policies that ran now (not those already applied before). */
  async applyFor(eventId: string): Promise<string[]> {
    const [event] = await runSql(
      this.db,
      sql`SELECT id, position::text AS position, stream_id, stream_type, version, type, data, metadata, occurred_at
            FROM events WHERE id = ${eventId}`,
    );
    if (!event) throw new NotFound(`Evento ${eventId} não encontrado.`);
    const applied: string[] = [];
    for (const policy of this.registry.policies.filter((p) => p.handles(event.type))) {
      if (await this.applyOnce(policy.name, event, policy.run.bind(policy))) applied.push(policy.name);
    }
    return applied;
  }

  private async applyOnce(
    effect: string,
    event: StoredEvent,
    run: (event: StoredEvent, tx: import('typeorm').EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const claimed = await runSql(
        tx,
        sql`INSERT INTO side_effects (event_id, effect) VALUES (${event.id}, ${effect}) ON CONFLICT DO NOTHING RETURNING event_id`,
      );
      if (claimed.length === 0) return false;
      await run(event, tx);
      return true;
    });
  }
}
