import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background tasks a user starts with NewBackgroundTask (settings.md §3 Contingency request, §4):
 * one row per request, pending until its job sets start_at, finished when end_at is set. `property`
 * holds the request (type, zip_origin, ...) and, once written, the file_path; `progress` is 0-100.
 */
export class BackgroundTasks1763800000027 implements MigrationInterface {
  name = 'BackgroundTasks1763800000027';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE background_tasks (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL,
      user_id uuid,
      user_name text NOT NULL,
      task_type text NOT NULL,
      property jsonb NOT NULL DEFAULT '{}',
      progress smallint NOT NULL DEFAULT 0,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      start_at timestamptz,
      end_at timestamptz
    )`);
    await db.query(
      `CREATE INDEX background_tasks_company_type ON background_tasks (company_id, task_type, created_at DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE background_tasks`);
  }
}
