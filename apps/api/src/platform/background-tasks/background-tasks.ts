import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../database/sql.js';

export interface NewTask {
  id: string;
  companyId: string;
  userId: string;
  userName: string;
  taskType: string;
  property: Record<string, unknown>;
}

export interface BackgroundTaskRow {
  id: string;
  task_type: string;
  property: Record<string, unknown>;
  progress: number;
  error: string | null;
  created_at: Date;
  start_at: Date | null;
  end_at: Date | null;
  user: { id: string | null; name: string };
}

/** Reports how far a running task got, 0 to 100. */
export type ProgressReporter = (percent: number) => Promise<void>;

/**
 * The records of background tasks (settings.md §4): pending (no start_at), in process (start_at),
 * finished (end_at). Jobs run through `track`, which sets both ends and the progress between.
 */
@Injectable()
export class BackgroundTasks {
  constructor(private readonly db: DataSource) {}

  async create(task: NewTask): Promise<void> {
    await runSql(
      this.db,
      sql`INSERT INTO background_tasks (id, company_id, user_id, user_name, task_type, property) VALUES (${task.id}, ${task.companyId}, ${task.userId}, ${task.userName}, ${task.taskType}, ${JSON.stringify(task.property)})`,
    );
  }

  async remove(id: string): Promise<void> {
    await runSql(this.db, sql`DELETE FROM background_tasks WHERE id = ${id}`);
  }

  /**
   * Runs a task's work between start_at and end_at (a retry starts it again). What the work answers
   * is merged into the task's property (e.g. the file_path). A failure is recorded and rethrown, so
   * the queue retries; the task stays in process until an attempt finishes it.
   */
  async track(
    id: string,
    work: (progress: ProgressReporter) => Promise<Record<string, unknown> | void>,
  ): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE background_tasks SET start_at = now(), end_at = NULL, progress = 0, error = NULL WHERE id = ${id}`,
    );
    let reported = 0;
    const progress: ProgressReporter = async (percent) => {
      const rounded = Math.max(0, Math.min(99, Math.floor(percent)));
      if (rounded <= reported) return;
      reported = rounded;
      await runSql(this.db, sql`UPDATE background_tasks SET progress = ${rounded} WHERE id = ${id}`);
    };
    try {
      const result = await work(progress);
      await runSql(
        this.db,
        sql`UPDATE background_tasks SET end_at = now(), progress = 100, property = property || ${JSON.stringify(result ?? {})}::jsonb WHERE id = ${id}`,
      );
    } catch (error) {
      await runSql(
        this.db,
        sql`UPDATE background_tasks SET error = ${(error as Error).message.slice(0, 500)} WHERE id = ${id}`,
      );
      throw error;
    }
  }

  /** The company's tasks of these types, newest first. */
  async list(
    companyId: string,
    taskTypes: string[],
    limit: number,
  ): Promise<{ data: BackgroundTaskRow[]; total: number }> {
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT id, task_type, property, progress, error, created_at, start_at, end_at, json_build_object('id', user_id, 'name', user_name) AS "user"
           FROM background_tasks WHERE company_id = ${companyId} AND task_type = ANY(${taskTypes}) ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total FROM background_tasks WHERE company_id = ${companyId} AND task_type = ANY(${taskTypes})`,
      ),
    ]);
    return { data, total };
  }
}
