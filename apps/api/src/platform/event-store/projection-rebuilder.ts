import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../database/sql.js';
import { CatchUpRunner } from './catch-up-runner.js';
import { EventLogReader } from './event-log-reader.js';
import { ProjectionRegistry } from './projection-registry.js';

const BATCH_SIZE = 1000;

/**
 * Empties every read model and replays the whole log into it. Appends wait meanwhile (SHARE
 * lock on events), so the result is the read model of exactly the log as it stood.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly db: DataSource,
    private readonly reader: EventLogReader,
    private readonly registry: ProjectionRegistry,
    private readonly runner: CatchUpRunner,
  ) {}

  async rebuild(): Promise<{ events: number }> {
    let events = 0;
    await this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE events IN SHARE MODE');
      const tables = this.registry.all().flatMap((projection) => projection.tables);
      await tx.query(`TRUNCATE ${tables.join(', ')}`);
      await tx.query(`DELETE FROM projection_checkpoints WHERE name LIKE 'projection:%'`);
      let checkpoint = { transactionId: '0', position: '0' };
      for (;;) {
        const batch = await this.reader.readAfter(tx, checkpoint, BATCH_SIZE);
        if (batch.length === 0) break;
        for (const event of batch) {
          for (const projection of this.registry.inline) {
            if (projection.handles(event.type)) await projection.apply(event, tx);
          }
        }
        const last = batch[batch.length - 1];
        checkpoint = { transactionId: last.transaction_id, position: last.position };
        events += batch.length;
      }
    });
    await this.runner.drainProjections();
    return { events };
  }

  /**
   * Empties one async projection's tables and replays the log into them from the start, the other
   * read models untouched (how `pnpm bench:dashboard` times the dashboard's rebuild). Its readers
   * see it empty meanwhile.
   */
  async rebuildAsync(name: string): Promise<void> {
    const projection = this.registry.async.find((candidate) => candidate.name === name);
    if (!projection) throw new Error(`Projeção assíncrona desconhecida: ${name}`);
    await this.db.transaction(async (tx) => {
      await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await runSql(tx, sql`DELETE FROM projection_checkpoints WHERE name = ${`projection:${name}`}`);
    });
    await this.runner.drainProjections();
  }
}
