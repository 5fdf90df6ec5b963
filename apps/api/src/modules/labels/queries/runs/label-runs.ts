import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LabelFormat } from '../../../identity/index.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

export interface LabelRunFailure {
  order_id: string;
  reference: string | null;
  reason: string;
}

export type LabelRunState = 'queued' | 'running' | 'done' | 'failed';

export interface LabelRunRow {
  id: string;
  company_id: string;
  user_id: string | null;
  order_ids: string[];
  format: LabelFormat;
  total: number;
  done: number;
  failed: number;
  failures: LabelRunFailure[];
  file_key: string | null;
  state: LabelRunState;
  created_at: Date;
  finished_at: Date | null;
}

/** label_runs: a user's request for the labels of 1..500 orders, its progress and its merged file. */
@Injectable()
export class LabelRuns {
  constructor(private readonly db: DataSource) {}

  async create(
    id: string,
    companyId: string,
    userId: string | null,
    orderIds: readonly string[],
    format: LabelFormat,
  ): Promise<void> {
    await runSql(
      this.db,
      sql`INSERT INTO label_runs (id, company_id, user_id, order_ids, format, total) VALUES (${id}, ${companyId}, ${userId}, ${orderIds}, ${format}, ${orderIds.length})`,
    );
  }

  /** The company's run, or null (another company's answers as missing). */
  async of(companyId: string, id: string): Promise<LabelRunRow | null> {
    const [row] = await runSql(this.db, sql`SELECT * FROM label_runs WHERE id = ${id} AND company_id = ${companyId}`);
    return row ?? null;
  }

  /**
   * Starts (or, for a job taken over from a dead worker, starts again) a run not finished yet: the
   * counters start over, and the orders already labelled come back at once from their stored labels.
   */
  async start(id: string): Promise<LabelRunRow | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [[row]] = await runSql(
      this.db,
      sql`UPDATE label_runs SET state = 'running', done = 0, failed = 0, failures = '[]', updated_at = now()
        WHERE id = ${id} AND state IN ('queued', 'running') RETURNING *`,
    );
    return row ?? null;
  }

  async orderDone(id: string): Promise<void> {
    await runSql(this.db, sql`UPDATE label_runs SET done = done + 1, updated_at = now() WHERE id = ${id}`);
  }

  async orderFailed(id: string, failure: LabelRunFailure): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE label_runs SET failed = failed + 1, failures = failures || ${JSON.stringify([failure])}::jsonb, updated_at = now() WHERE id = ${id}`,
    );
  }

  async finish(id: string, fileKey: string | null): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE label_runs SET state = 'done', file_key = ${fileKey}, finished_at = now(), updated_at = now() WHERE id = ${id}`,
    );
  }

  /** After the job's last attempt: the screen stops waiting; the orders labelled keep their labels. */
  async fail(id: string, reason: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE label_runs SET state = 'failed', finished_at = now(), updated_at = now(),
              failures = failures || ${JSON.stringify([{ order_id: null, reference: null, reason }])}::jsonb
        WHERE id = ${id} AND state IN ('queued', 'running')`,
    );
  }
}
