import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LabelFormat } from '../render/label-data.js';

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
    await this.db.query(
      `INSERT INTO label_runs (id, company_id, user_id, order_ids, format, total) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, companyId, userId, orderIds, format, orderIds.length],
    );
  }

  /** The company's run, or null (another company's answers as missing). */
  async of(companyId: string, id: string): Promise<LabelRunRow | null> {
    const [row] = await this.db.query('SELECT * FROM label_runs WHERE id = $1 AND company_id = $2', [id, companyId]);
    return row ?? null;
  }

  /**
   * Starts (or, for a job taken over from a dead worker, starts again) a run not finished yet: the
   * counters start over, and the orders already labelled come back at once from their stored labels.
   */
  async start(id: string): Promise<LabelRunRow | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [[row]] = await this.db.query(
      `UPDATE label_runs SET state = 'running', done = 0, failed = 0, failures = '[]', updated_at = now()
        WHERE id = $1 AND state IN ('queued', 'running') RETURNING *`,
      [id],
    );
    return row ?? null;
  }

  async orderDone(id: string): Promise<void> {
    await this.db.query('UPDATE label_runs SET done = done + 1, updated_at = now() WHERE id = $1', [id]);
  }

  async orderFailed(id: string, failure: LabelRunFailure): Promise<void> {
    await this.db.query(
      `UPDATE label_runs SET failed = failed + 1, failures = failures || $2::jsonb, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify([failure])],
    );
  }

  async finish(id: string, fileKey: string | null): Promise<void> {
    await this.db.query(
      `UPDATE label_runs SET state = 'done', file_key = $2, finished_at = now(), updated_at = now() WHERE id = $1`,
      [id, fileKey],
    );
  }

  /** After the job's last attempt: the screen stops waiting; the orders labelled keep their labels. */
  async fail(id: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE label_runs SET state = 'failed', finished_at = now(), updated_at = now(),
              failures = failures || $2::jsonb
        WHERE id = $1 AND state IN ('queued', 'running')`,
      [id, JSON.stringify([{ order_id: null, reference: null, reason }])],
    );
  }
}
